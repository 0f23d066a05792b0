import { useEffect } from "react";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";

/**
 * LiveKit's default theme with an accent dark enough for white text, and a Leave button's red light
 * enough on the dark control bar, to pass WCAG AA (its own colours do not), on the pre-join and in the room. It goes on an element
 * inside the one carrying data-lk-theme, whose own variables would otherwise win.
 */
export const LIVEKIT_THEME_CLASS =
  "[--lk-accent-bg:#0b5cad] [--lk-accent2:#0a5299] [--lk-accent3:#094a8a] [--lk-accent4:#08427b] [--lk-danger:#ff8080]";

const SOURCE_NAMES = { microphone: C.join.micLabel, camera: C.join.camLabel, screen_share: C.room.shareScreen } as const;

function name(button: HTMLButtonElement, label: string) {
  if (button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
}

/**
 * LiveKit's icon-only buttons — the device menus beside the microphone and camera toggles, each
 * tile's focus toggle, and the control bar's toggles and Leave when a phone's width leaves them
 * only icons — get names, again whenever LiveKit redraws one. `root` is the element
 * around them (held in state: LiveKit draws its room's children only once it has a room).
 */
export function useLiveKitButtonLabels(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return;
    const labelAll = () => {
      for (const menu of root.querySelectorAll<HTMLButtonElement>(".lk-button-menu")) {
        const source = menu.closest(".lk-button-group")?.querySelector("[data-lk-source]")?.getAttribute("data-lk-source");
        const label = source === "camera" ? C.room.chooseCamera : source === "microphone" ? C.room.chooseMicrophone : null;
        if (label) name(menu, label);
      }
      for (const toggle of root.querySelectorAll<HTMLButtonElement>(".lk-focus-toggle-button")) name(toggle, C.room.focusVideo);
      for (const toggle of root.querySelectorAll<HTMLButtonElement>("button[data-lk-source]")) {
        const source = toggle.getAttribute("data-lk-source") as keyof typeof SOURCE_NAMES;
        if (!toggle.textContent?.trim() && SOURCE_NAMES[source]) name(toggle, SOURCE_NAMES[source]);
      }
      for (const leave of root.querySelectorAll<HTMLButtonElement>(".lk-disconnect-button")) {
        if (!leave.textContent?.trim()) name(leave, C.room.leave);
      }
    };
    labelAll();
    const observer = new MutationObserver(labelAll);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
