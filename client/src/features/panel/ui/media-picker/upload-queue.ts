/**
 * The uploads of one picker (or library screen): every chosen or dropped file gets a row with its
 * progress; files the library cannot take are refused at once with the reason, the others are sent
 * one after the other (the API converts one image at a time and refuses a long queue with 503).
 * No alt text goes with them: each image gets its own on its row once it is stored.
 * Plain logic without React, so it is tested on its own; `use-uploads.ts` binds it to a component.
 */
import type { Media } from '#shared/schemas/content.ts';
import { uploadErrorText, uploadProblem } from './upload-rules.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0…1 */
  progress: number;
  error?: string;
  media?: Media;
}

/** Sends one file; its alt text is given afterwards, per image, on its row. */
export type UploadFn = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<Media>;

export interface UploadQueueDeps {
  upload: UploadFn;
  /** every change of the rows (a new array each time) */
  onChange: (items: readonly UploadItem[]) => void;
  onUploaded?: (media: Media) => void;
  /** a 401 the BFF could not repair: the caller sends the user to sign in */
  onUnauthorized?: () => void;
  /** any other refusal of the API (the row says why as well): the caller shows the error toast */
  onRefused?: (error: unknown) => void;
}

interface Job {
  key: string;
  file: File;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function createUploadQueue(deps: UploadQueueDeps) {
  let items: UploadItem[] = [];
  const waiting: Job[] = [];
  let running: Job | undefined;
  let counter = 0;

  const update = (key: string, patch: Partial<UploadItem>) => {
    items = items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    deps.onChange(items);
  };

  const send = async (job: Job): Promise<void> => {
    running = job;
    update(job.key, { status: 'uploading', progress: 0 });
    try {
      const media = await deps.upload(job.file, {
        signal: job.controller.signal,
        onProgress: (fraction) => update(job.key, { progress: Math.min(1, Math.max(0, fraction)) }),
      });
      update(job.key, { status: 'done', progress: 1, media });
      deps.onUploaded?.(media);
    } catch (error) {
      if (isAbort(error)) update(job.key, { status: 'cancelled' });
      else {
        update(job.key, { status: 'failed', error: uploadErrorText(error) });
        if (statusOf(error) === 401) deps.onUnauthorized?.();
        else deps.onRefused?.(error);
      }
    } finally {
      running = undefined;
    }
  };

  let draining: Promise<void> | undefined;
  const drain = async () => {
    for (let job = waiting.shift(); job; job = waiting.shift()) await send(job);
  };
  const kick = (): Promise<void> => {
    draining ??= drain().finally(() => {
      draining = undefined;
      if (waiting.length > 0) void kick();
    });
    return draining;
  };

  return {
    items: (): readonly UploadItem[] => items,

    /** Adds files (from the chooser or a drop); answers when the queue has run dry. */
    add(files: Iterable<File>): Promise<void> {
      const added: UploadItem[] = [];
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        const problem = uploadProblem(file);
        added.push(
          problem
            ? { key, name: file.name, size: file.size, status: 'failed', progress: 0, error: problem }
            : { key, name: file.name, size: file.size, status: 'waiting', progress: 0 },
        );
        if (!problem) waiting.push({ key, file, controller: new AbortController() });
      }
      if (added.length === 0) return Promise.resolve();
      items = [...items, ...added];
      deps.onChange(items);
      return kick();
    },

    /** Stops a waiting or running upload. */
    cancel(key: string): void {
      const index = waiting.findIndex((job) => job.key === key);
      if (index >= 0) {
        waiting.splice(index, 1);
        update(key, { status: 'cancelled' });
      } else if (running?.key === key) {
        running.controller.abort();
      }
    },

    /** The stored image of a finished row as it is now (its alt text saved on the row). */
    replaceMedia(key: string, next: Media): void {
      if (items.some((item) => item.key === key && item.status === 'done')) update(key, { media: next });
    },

    /** Forgets the rows that have ended (done, failed, cancelled). */
    clearEnded(): void {
      items = items.filter((item) => item.status === 'waiting' || item.status === 'uploading');
      deps.onChange(items);
    },

    /** Resolves when no upload is waiting or running. */
    idle(): Promise<void> {
      return draining ?? Promise.resolve();
    },

    /** Stops everything (the component goes away). */
    dispose(): void {
      waiting.length = 0;
      running?.controller.abort();
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
