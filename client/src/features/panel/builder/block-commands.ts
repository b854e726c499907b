/**
 * What can be done to the selected block besides Puck's own actions: move it up or down (so the
 * order can be changed without dragging — from the keyboard, the outline or the action bar), copy
 * it to the builder's clipboard, and paste the copied block after it (or at the end of the page).
 * Each command says what it did through `announce` (a polite live region) or a toast.
 */
import { type Data, useGetPuck } from '@puckeditor/core';
import { useCallback, useMemo } from 'react';
import { showErrorToast, showSuccessToast } from '../../../feedback/toasts.ts';
import { canPaste, copyBlock, type PuckBlock, pastedBlock, readClipboard } from './block-clipboard.ts';

/** Puck's zone of the page's top-level blocks (our blocks hold no nested zones) */
export const ROOT_ZONE = 'root:default-zone';

export interface BlockCommands {
  move(step: -1 | 1): void;
  copy(): void;
  paste(): void;
}

export interface BlockCommandOptions {
  /** the site the page belongs to (a copied block is pasted only into the same site) */
  siteId: number | undefined;
  /** the post type's noun, for "A … block cannot go on a page" */
  noun: string;
  announce: (message: string) => void;
}

export function useBlockCommands({ siteId, noun, announce }: BlockCommandOptions): BlockCommands {
  const getPuck = useGetPuck();

  const labelOf = useCallback((type: string) => getPuck().config.components[type]?.label ?? type, [getPuck]);

  return useMemo(
    () => ({
      move(step) {
        const { appState, dispatch, selectedItem } = getPuck();
        const selector = appState.ui.itemSelector;
        if (!selector || !selectedItem) return announce('Select a block to move it');
        const zone = selector.zone ?? ROOT_ZONE;
        const count = zone === ROOT_ZONE ? appState.data.content.length : 0;
        const destination = selector.index + step;
        const label = labelOf(selectedItem.type);
        if (destination < 0 || destination >= count)
          return announce(`${label} is already ${step < 0 ? 'first' : 'last'}`);
        // one step of Puck's history once the selection has followed the block: undo takes
        // the move back, redo does it again with the moved block still selected
        dispatch({
          type: 'reorder',
          sourceIndex: selector.index,
          destinationIndex: destination,
          destinationZone: zone,
          recordHistory: false,
        });
        dispatch({ type: 'setUi', ui: { itemSelector: { index: destination, zone } }, recordHistory: true });
        announce(`${label} moved to position ${destination + 1} of ${count}`);
      },
      copy() {
        const { selectedItem } = getPuck();
        if (!selectedItem) return announce('Select a block to copy it');
        if (siteId === undefined) return;
        copyBlock(selectedItem as PuckBlock, siteId);
        void showSuccessToast(`${labelOf(selectedItem.type)} copied: paste it into any page of this site`);
      },
      paste() {
        const { appState, dispatch, config } = getPuck();
        const copied = readClipboard();
        const check = canPaste(copied, siteId, Object.keys(config.components), labelOf, noun);
        if (!check.ok || !copied) {
          void showErrorToast(check.ok ? 'Nothing to paste' : check.reason);
          return;
        }
        const selector = appState.ui.itemSelector;
        const content = appState.data.content;
        const index =
          selector && (selector.zone ?? ROOT_ZONE) === ROOT_ZONE ? selector.index + 1 : content.length;
        const block = pastedBlock(copied);
        dispatch({
          type: 'setData',
          data: (previous: Data) => ({
            content: [...previous.content.slice(0, index), block, ...previous.content.slice(index)],
          }),
        });
        // recorded here (Puck records no setData): the paste is one step undo takes back
        dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } }, recordHistory: true });
        void showSuccessToast(`${labelOf(copied.type)} pasted`);
      },
    }),
    [getPuck, siteId, noun, announce, labelOf],
  );
}
