import './switch-track.css';

/** The class of a switch's track and knob, drawn on or off by its control: switch-track.css. */
export const SWITCH_TRACK_CLASS = 'switch-track';
