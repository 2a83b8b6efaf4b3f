import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select } from '@/components/ui/select';

type SelectProps = Omit<ComponentProps<typeof Select>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;

/** A labelled native select of a react-hook-form form; `options` are value/label pairs. */
export function SelectField<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  className,
  selectClassName,
  ...selectProps
}: SelectProps & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: FieldPath<TFieldValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as "Choose a type". */
  placeholder?: string;
  /** Classes of the select itself (`className` styles the field's wrapper). */
  selectClassName?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Select {...selectProps} {...field} className={selectClassName}>
              {placeholder !== undefined && (
                <option value="" disabled>
                  {placeholder}
                </option>
              )}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
