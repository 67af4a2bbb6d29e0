import { Card } from "../../../components/card/card";
import { useLanguage } from "../../../i18n/language-store";
import { queryClient } from "../../../lib/query-client";
import { ContentMarkdown } from "../../content";
import { PageHeading, pageCopyQueryOptions, usePageCopy } from "../../page-copy";
import { ContactForm } from "../components/contact-form";
import "../../../components/form/forms.css";
import "./support.css";

/** Starts the read of the page's row with its chunk. */
export function contactLoader(): null {
  void queryClient.prefetchQuery(pageCopyQueryOptions("contact"));
  return null;
}

/**
 * /contact (aliases /contact-us, /contactez-nous): the page's row (heading, lead, how we answer)
 * beside the form; the message goes to the support address (POST /api/content/contact).
 */
export function ContactPage() {
  const language = useLanguage();
  const copy = usePageCopy("contact");
  const note = copy.data?.[`body_${language}`];
  return (
    <div className="page support-page">
      <PageHeading slug="contact" title="page.contact.title" />
      <div className="contact-layout">
        <Card as="div" className="contact-layout__form">
          <ContactForm />
        </Card>
        {note && (
          <ContentMarkdown className="support-note contact-layout__note">{note}</ContentMarkdown>
        )}
      </div>
    </div>
  );
}
