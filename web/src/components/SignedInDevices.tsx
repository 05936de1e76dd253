import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../api/queries.ts';
import type { SignedInDevice } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { useToast } from './Toasts.tsx';
import { Badge, FormError, Loading, LoadError, RelativeTime } from './ui.tsx';

/** The device or browser in plain words: "Chrome on Android". */
export function deviceName(device: Pick<SignedInDevice, 'browser' | 'system'>): string {
  return t.devices.describe(device.browser, device.system);
}

/**
 * The devices and browsers someone is signed in on, each with "Sign out". The session of
 * this very browser is marked and has no button: the usual sign-out ends it.
 */
export function SignedInDevices({
  queryKey,
  load,
  signOut,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<SignedInDevice[]>;
  signOut: (id: number) => Promise<unknown>;
}) {
  const toast = useToast();
  const list = useQuery({ queryKey, queryFn: load });
  const end = useRefreshingMutation((device: SignedInDevice) => signOut(device.id), [queryKey]);

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="muted">{t.devices.none}</p>;
  return (
    <>
      <ul className="device-list">
        {list.data.map((device) => {
          const name = deviceName(device);
          return (
            <li key={device.id} className="device-list__item">
              <div className="device-list__text">
                <p className="device-list__name">
                  <span>{name}</span>{' '}
                  <Badge tone="neutral">
                    {device.kind === 'device' ? t.devices.kindDevice : t.devices.kindBrowser}
                  </Badge>
                  {device.current ? (
                    <>
                      {' '}
                      <Badge tone="success">{t.devices.thisDevice}</Badge>
                    </>
                  ) : null}
                </p>
                <p className="device-list__meta muted">
                  {t.devices.signedInAt(formatDateTime(device.signed_in_at))}
                  {' · '}
                  {t.devices.lastUsed} <RelativeTime value={device.last_used_at} />
                </p>
              </div>
              {device.current ? null : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.devices.signOutLabel(name)}
                  disabled={end.isPending}
                  onClick={() => end.mutate(device, { onSuccess: () => toast(t.devices.signedOut(name)) })}
                >
                  {t.devices.signOut}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormError error={end.error} />
    </>
  );
}
