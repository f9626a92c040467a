/** Both modals (the selector and the video player) fade in and out in 0.3 s. */
export const MODAL_FADE_S = 0.3;
