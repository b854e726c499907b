/** A choice of one among a few ways, each a radio with its label and what it means. */
import { Radio, Stack } from '@mantine/core';

export interface DescribedOption<Value extends string> {
  value: Value;
  label: string;
  description: string;
}

interface DescribedChoiceProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly DescribedOption<Value>[];
  disabled: boolean;
}

export function DescribedChoice<Value extends string>({
  label,
  value,
  onChange,
  options,
  disabled,
}: DescribedChoiceProps<Value>) {
  return (
    <Radio.Group label={label} value={value} onChange={(choice) => onChange(choice as Value)}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            disabled={disabled}
            label={option.label}
            description={option.description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
