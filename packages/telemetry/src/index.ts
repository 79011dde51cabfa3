// Public surface of @storefront/telemetry (browser): failures reported as OpenTelemetry spans to
// the gateway's collector, per session sampled (§7 "Monitoring", §9 "Telemetry sender").

export { TELEMETRY } from './limits';
export { reportProblem, type ProblemReport, type ReportAttributes } from './report-problem';
export { artworkUploadReport } from './artwork-upload-report';
export { pageTelemetrySettings, type TelemetrySettings } from './page-settings';
export { touchSession, type SessionStore, type TelemetrySession } from './session';
