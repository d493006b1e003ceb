import './form-control.css';

/** The class of a labelled field (the label above its control): form-control.css. */
export const FORM_FIELD_CLASS = 'form-field';

/** The class of a select or short input in the app's look: form-control.css. */
export const FORM_CONTROL_CLASS = 'form-control';
