import {
  filterTags,
  normalizeQuotes,
  resolveSearchSubmit,
  TAG_DROPDOWN_LIMIT,
  TAG_LIST_HIDE_DELAY_MS,
} from "@spc/shared";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useIntl } from "../../../i18n/intl-lite";
import { searchPath, tagSearchPath } from "../../offers";
import { useTagNames } from "../api/get-tags";
import { useRotatingSuggestion } from "../use-rotating-suggestion";
import { SearchIcon } from "./search-icon";
import "./search-box.css";

export type SearchSubmit = { kind: "text"; query: string } | { kind: "tag"; tag: string };

export interface SearchBoxProps {
  /** Text already searched (a results page shows its query). */
  initialValue?: string;
  autoFocus?: boolean;
  /** Called after a submit; navigation to the results happens unless `navigateOnSubmit` is false. */
  onSubmitted?: (submit: SearchSubmit) => void;
  navigateOnSubmit?: boolean;
  className?: string;
}

/**
 * The search box of spec §2.7 / §5: rotating suggestions, empty submit searches the shown one,
 * Enter or the icon submits, Escape clears, and a tag dropdown (combobox pattern) with at most
 * five case-insensitive matches that hides 150 ms after the box loses focus.
 */
export function SearchBox(props: SearchBoxProps) {
  const { navigateOnSubmit = true } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-tags`;
  const [value, setValue] = useState(props.initialValue ?? "");
  const [focused, setFocused] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const typing = value !== "";
  const suggestion = useRotatingSuggestion(typing);
  const shown = intl.formatMessage({ id: "search.box.suggestion" }, { term: suggestion.term });
  const tags = useTagNames(focused || typing);
  const matches = typing ? filterTags(tags, normalizeQuotes(value), TAG_DROPDOWN_LIMIT) : [];
  const expanded = listOpen && matches.length > 0;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => setValue(props.initialValue ?? ""), [props.initialValue]);

  const submit = (result: SearchSubmit) => {
    setListOpen(false);
    setActive(-1);
    props.onSubmitted?.(result);
    if (!navigateOnSubmit) return;
    navigate(result.kind === "tag" ? tagSearchPath([result.tag]) : searchPath(result.query));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0 && matches[active]) {
      submit({ kind: "tag", tag: matches[active] });
      return;
    }
    const query = resolveSearchSubmit(value, shown);
    if (query !== null) submit({ kind: "text", query });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      // Inside a dialog the first Escape clears the box; an empty box lets the dialog close.
      if (value !== "" || expanded) event.stopPropagation();
      setValue("");
      setListOpen(false);
      setActive(-1);
      return;
    }
    if (!matches.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setListOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return matches.length - 1;
        return next >= matches.length ? -1 : next;
      });
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> lacks JSX typings and older browser support
    <form
      role="search"
      className={`search-box ${props.className ?? ""}`}
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: "search.box.formLabel" })}
    >
      <input
        type="search"
        role="combobox"
        className={`search-box__input${suggestion.fading ? " search-box__input--fading" : ""}`}
        aria-label={intl.formatMessage({ id: "search.box.label" })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={shown}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the search dialog exists to type a search
        autoFocus={props.autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setValue(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setFocused(true);
          setListOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          // Late enough that a tap on a tag still lands (spec §9: 150 ms).
          hideTimer.current = window.setTimeout(() => setListOpen(false), TAG_LIST_HIDE_DELAY_MS);
        }}
      />
      <button
        type="submit"
        className="search-box__submit"
        aria-label={intl.formatMessage({ id: "search.box.submit" })}
      >
        <SearchIcon />
      </button>
      <div
        id={listId}
        role="listbox"
        className="search-box__tags"
        aria-label={intl.formatMessage({ id: "search.box.tagsLabel" })}
        hidden={!expanded}
      >
        {matches.map((tag, index) => (
          // Options are picked with the pointer, or with Arrow keys + Enter on the combobox.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
          <div
            key={tag}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="search-box__tag"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => submit({ kind: "tag", tag })}
          >
            {tag}
          </div>
        ))}
      </div>
    </form>
  );
}
