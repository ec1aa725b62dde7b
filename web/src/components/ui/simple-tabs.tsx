import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SimpleTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface SimpleTabsProps {
  tabs: readonly SimpleTab[];
  label: string;
  className?: string;
  listClassName?: string;
  /** Classes of each tab button; `data-state="active"` marks the selected one, as with Radix Tabs. */
  triggerClassName?: string;
}

/**
 * WAI-ARIA tabs (arrow keys, Home and End move and select; only the selected panel is mounted), for the sign-in screen:
 * Radix Tabs and its dependencies would be a tenth of the first screen's app code (issue 14). Other screens keep Radix.
 */
export function SimpleTabs({ tabs, label, className, listClassName, triggerClassName }: SimpleTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.value);
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const idOf = (value: string, part: 'tab' | 'panel') => `${baseId}-${part}-${value}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    setSelected(tab.value);
    buttons.current.get(tab.value)?.focus();
  };

  const active = tabs.find((tab) => tab.value === selected);
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isActive = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={idOf(tab.value, 'tab')}
              aria-selected={isActive}
              aria-controls={idOf(tab.value, 'panel')}
              tabIndex={isActive ? 0 : -1}
              data-state={isActive ? 'active' : 'inactive'}
              className={triggerClassName}
              onClick={() => setSelected(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={idOf(active.value, 'panel')} aria-labelledby={idOf(active.value, 'tab')} tabIndex={0} className="outline-none">
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
