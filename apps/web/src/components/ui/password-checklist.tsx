import { List } from '@mantine/core';
import { PASSWORD_RULES, type PasswordRule } from '@portal/contract';

/** The live password checklist (partner-portal §5): each rule turns green once met. */
export function PasswordChecklist({ password, title, labels }: { password: string; title: string; labels: Record<PasswordRule, string> }) {
  return (
    <List size="sm" spacing={2} aria-label={title} listStyleType="none">
      {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
        const ok = PASSWORD_RULES[rule](password);
        return (
          <List.Item key={rule} c={ok ? 'green.9' : 'dimmed'}>
            {ok ? '✓ ' : '○ '}
            {labels[rule]}
          </List.Item>
        );
      })}
    </List>
  );
}
