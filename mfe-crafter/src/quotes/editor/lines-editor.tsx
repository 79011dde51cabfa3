import { useStore } from 'zustand';
import { usePortal } from '../../portal/portal-context';
import { errorsUnder } from '../../shared/field-errors';
import { CatalogLineFields } from './catalog-line-fields';
import { DesignLineFields } from './design-line-fields';
import { DesignProjectPicker } from './design-project-picker';
import { FreeLineFields } from './free-line-fields';
import { LineImageField } from './line-image-field';
import { newCatalogLine, newFreeLine, type DraftLine } from './quote-draft';
import type { EditorModel } from './quote-editor.store';

const KIND_NAMES: Record<DraftLine['kind'], string> = { catalog: 'catalog', free: 'free line', design: 'design-lab project' };

/** The quote's lines, each a named group (catalog or free, its image, Remove), and the ways to add one. */
export function LinesEditor({ model }: { model: EditorModel }) {
  const { me } = usePortal();
  const { draft, fieldErrors, uploads } = useStore(model.store);
  const setLine = (key: string, next: DraftLine) => model.edit((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? next : l)) }));
  const addLine = (line: DraftLine) => model.edit((d) => ({ ...d, lines: [...d.lines, line] }));
  return (
    <fieldset className="crafter-fieldset crafter-lines-editor">
      <legend>Lines</legend>
      {fieldErrors.lines ? (
        <p className="sf-field__error" role="alert">
          Lines: {fieldErrors.lines.join('; ')}
        </p>
      ) : null}
      {draft.lines.length === 0 ? <p className="crafter-muted">No lines yet: add a product of the catalog, a line of your own or a design-lab project.</p> : null}
      <ol className="crafter-edit-lines">
        {draft.lines.map((line, i) => {
          const errors = errorsUnder(fieldErrors, `lines.${i}`);
          const name = `Line ${i + 1}${line.title.trim() ? `: ${line.title.trim()}` : ''} (${KIND_NAMES[line.kind]})`;
          return (
            <li key={line.key}>
              <fieldset className="crafter-fieldset crafter-edit-line">
                <legend>{name}</legend>
                {line.kind === 'catalog' ? <CatalogLineFields line={line} index={i} errors={errors} onChange={(next) => setLine(line.key, next)} /> : null}
                {line.kind === 'design' ? <DesignLineFields line={line} errors={errors} onChange={(next) => setLine(line.key, next)} /> : null}
                {line.kind === 'free' ? <FreeLineFields line={line} errors={errors} onChange={(next) => setLine(line.key, next)} /> : null}
                <LineImageField
                  line={line}
                  lineNumber={i + 1}
                  upload={uploads[line.key]}
                  onFile={(file) => void model.uploadImage(line.key, file)}
                  onRemove={() => setLine(line.key, { ...line, image: null })}
                />
                <button type="button" className="sf-button sf-button--small" onClick={() => model.edit((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line.key) }))}>
                  Remove line {i + 1}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="crafter-actions">
        <button type="button" className="sf-button" onClick={() => addLine(newCatalogLine())}>
          Add catalog line
        </button>
        <button type="button" className="sf-button" onClick={() => addLine(newFreeLine())}>
          Add free line
        </button>
        <DesignProjectPicker onAdd={addLine} />
      </div>
      <p className="crafter-muted">Prices are in {me.currency}.</p>
    </fieldset>
  );
}
