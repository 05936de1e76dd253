// Example: hand every submitted form response to another system, each exactly once.
//
// The form-response list is a change feed (the guide's "Polling recipe"): `drain()` polls
// from the cursor stored last time, hands over each page, stores the new cursor, and
// fetches the next page at once while the answer says there is one (`Link: rel="next"`).
// The cursor is stored only after the page is handled: a crash in between hands the page
// over again, never loses it. Pages are asked with `expand=answers`, so each response comes
// with its answers and photo links: one request per page of up to 50, not one per response.
//
//   CARETAKER_URL=https://… CARETAKER_KEY=ct_live_… npx tsx examples/poller.ts cursor.txt
// polls once a minute, prints each response as one JSON line and keeps the cursor in
// cursor.txt.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type CaretakerClient,
  createCaretakerClient,
  drain,
  type FormResponseDetail,
  hasAnswers,
  unwrap,
} from '../src/index.js';

export interface CursorStore {
  load(): Promise<string | undefined>;
  save(cursor: string): Promise<void>;
}

/**
 * Polls until the feed has nothing more right now; hands each submitted response, with
 * its answers and photo links, to `handle`. Answers how many it handed over.
 */
export async function pollOnce(
  client: CaretakerClient,
  store: CursorStore,
  handle: (response: FormResponseDetail) => Promise<void>,
  pageSize = 50,
): Promise<number> {
  let handled = 0;
  await drain(
    (cursor) =>
      client.GET('/api/v1/form-responses', {
        params: {
          query: { status: 'submitted', expand: 'answers', pageSize, ...(cursor === undefined ? {} : { cursor }) },
        },
      }),
    await store.load(),
    async (items) => {
      for (const item of items) {
        // A server without `expand` answers summaries: then each response is asked for alone.
        const detail = hasAnswers(item)
          ? item
          : unwrap(await client.GET('/api/v1/form-responses/{id}', { params: { path: { id: item.id } } }));
        await handle(detail);
        handled++;
      }
    },
    (cursor) => store.save(cursor),
  );
  return handled;
}

/** A cursor kept in a file. */
export function fileCursorStore(path: string): CursorStore {
  return {
    load: async () => {
      try {
        return (await readFile(path, 'utf8')).trim() || undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    save: (cursor) => writeFile(path, `${cursor}\n`),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file] = process.argv.slice(2);
  const { CARETAKER_URL, CARETAKER_KEY } = process.env;
  if (!file || !CARETAKER_URL || !CARETAKER_KEY) {
    console.error('Usage: CARETAKER_URL=… CARETAKER_KEY=… tsx examples/poller.ts <cursor-file>');
    process.exit(2);
  }
  const client = createCaretakerClient({ baseUrl: CARETAKER_URL, apiKey: CARETAKER_KEY });
  const store = fileCursorStore(file);
  for (;;) {
    await pollOnce(client, store, async (response) => {
      console.log(JSON.stringify(response));
    });
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}
