// An async boundary lets Module Federation set up the share scope before any shared module is used.
import('./bootstrap');
