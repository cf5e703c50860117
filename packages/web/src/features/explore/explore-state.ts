import { normalizeFormData, switchVizType } from './explore-form-data.ts';

/** The explore page's form data: what is being edited and what the chart last queried. */
export interface ExploreState {
  formData: Record<string, unknown>;
  queriedFormData: Record<string, unknown> | null;
  /** Counts runs, so the URL can push a history entry per run. */
  runCount: number;
}

export type ExploreAction =
  | { type: 'load'; formData: Record<string, unknown>; run: boolean }
  | { type: 'setControl'; name: string; value: unknown }
  | { type: 'setVizType'; vizType: string }
  | { type: 'run' };

/** Control edits change the form data only; 'run' makes the chart query it. */
export function exploreReducer(state: ExploreState, action: ExploreAction): ExploreState {
  switch (action.type) {
    case 'load': {
      const formData = normalizeFormData(action.formData);
      return { ...state, formData, queriedFormData: action.run ? formData : state.queriedFormData };
    }
    case 'setControl': {
      if (Object.is(state.formData[action.name], action.value)) return state;
      const next = { ...state.formData };
      if (action.value === undefined) delete next[action.name];
      else next[action.name] = action.value;
      return { ...state, formData: normalizeFormData(next) };
    }
    case 'setVizType':
      return {
        ...state,
        formData: normalizeFormData(switchVizType(state.formData, action.vizType)),
      };
    case 'run':
      return { ...state, queriedFormData: state.formData, runCount: state.runCount + 1 };
    default:
      return state;
  }
}
