import { Box, Button, Checkbox } from '@learnforge/ui';
import { useId, useState } from 'react';

export interface ChecklistOption {
  value: string;
  label: string;
}

/**
 * A multiple-choice filter: a button that opens a list of checkboxes. The kit's Select picks one
 * value only, and the aggregated report filters take lists (001 §3).
 */
export function FilterChecklist({
  label,
  options,
  value,
  onValueChange,
}: {
  label: string;
  options: readonly ChecklistOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = new Set(value);
  return (
    <Box position="relative">
      <Button
        size="small"
        variant={value.length ? 'solid' : 'outline'}
        tone={value.length ? 'brandAccent' : 'neutral'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        disabled={options.length === 0}
      >
        {value.length ? `${label} (${value.length})` : label}
      </Button>
      {open ? (
        <Box
          id={panelId}
          as="fieldset"
          position="absolute"
          aria-label={label}
          background="overlay"
          borderRadius="medium"
          boxShadow="medium"
          padding="medium"
          display="flex"
          flexDirection="column"
          gap="xsmall"
          style={{
            zIndex: 10,
            border: 0,
            top: '100%',
            left: 0,
            minWidth: 220,
            maxHeight: 320,
            overflowY: 'auto',
            marginTop: 4,
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={chosen.has(option.value)}
              onChange={(event) =>
                onValueChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((item) => item !== option.value),
                )
              }
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
