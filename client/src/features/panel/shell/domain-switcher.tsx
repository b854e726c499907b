/**
 * The domain the panel works on, and — for users with several domains — a switcher:
 * `POST /api/auth/switch-domain`, after which the BFF holds a session on the new domain and the
 * whole page reloads so every read is made for it. The header gives it little room: a long name is
 * cut short in the box, so the box says it whole as its title (shown on hover) and the list of
 * domains is as wide as its longest name.
 */
import { Badge, Select } from '@mantine/core';
import { API } from '#shared/api-paths.ts';
import { postJson } from '../../../http/api-client.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { currentDomain, rememberDomainHost, rememberedDomainHost } from './current-domain.ts';
import { useAccount, useStaffDomains } from './staff-account.ts';

/** The label is there for assistive technology; the header has no room to show it. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface SwitchAnswer {
  data: { domain: { id: number; host: string } };
}

const labelOf = (domain: { name?: string | null; host: string }) =>
  domain.name ? `${domain.name} (${domain.host})` : domain.host;

export function DomainSwitcher() {
  const domains = useStaffDomains();
  const run = useApiAction();
  const { account } = useAccount();
  const current = currentDomain(domains, rememberedDomainHost(), location.hostname, account?.domain?.id);
  if (!current) return null;
  if (domains.length < 2) {
    return (
      <Badge
        variant="light"
        size="lg"
        tt="none"
        maw={{ base: 150, sm: 260 }}
        title={`Domain ${labelOf(current)}`}
      >
        {current.name ?? current.host}
      </Badge>
    );
  }
  const onChange = async (value: string | null) => {
    const id = Number(value);
    if (!id || id === current.id) return;
    const answer = await run(() => postJson<SwitchAnswer>(API.auth.switchDomain, { domain_id: id }));
    if (!answer) return;
    rememberDomainHost(answer.data.domain.host);
    location.assign(location.pathname.startsWith('/panel') ? '/panel' : location.pathname);
  };
  return (
    <Select
      label="Domain"
      styles={{ label: VISUALLY_HIDDEN }}
      size="xs"
      w={{ base: 150, sm: 220 }}
      value={String(current.id)}
      title={labelOf(current)}
      data={domains.map((d) => ({ value: String(d.id), label: labelOf(d) }))}
      onChange={(value) => void onChange(value)}
      allowDeselect={false}
      comboboxProps={{
        withinPortal: true,
        width: 'max-content',
        position: 'bottom-start',
        styles: { dropdown: { maxWidth: 'calc(100vw - 1rem)' } },
      }}
    />
  );
}
