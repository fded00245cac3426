// The API reference's theme (typedoc.json `plugin` and `theme`): typedoc's default theme, with the
// lists that repeat what a page already shows left out, so that no page grows past issue 13's 40 kB
// (scripts/check-docs.mjs) as the API grows:
// - the "On This Page" column, which lists again every member the page lists (a module page's
//   summaries, an interface page's index);
// - an interface's or type's declaration written out whole above its members, each of which the page
//   then shows again with its type and comment;
// - the kind icon before each name in a page's lists (module summaries, a class's or interface's
//   index): every list is grouped by kind under its own heading ("Functions", "Methods" …);
// - on module and namespace pages, each member summary's permalink icon: each keeps its anchor.
import { DefaultTheme, DefaultThemeRenderContext, JSX } from "typedoc";

const h = JSX.createElement;

class Context extends DefaultThemeRenderContext {
  constructor(router, theme, page, options) {
    super(router, theme, page, options);
    this.pageNavigation = () => h(JSX.Fragment, null);
    this.reflectionPreview = () => undefined;
    this.reflectionIcon = () => h(JSX.Fragment, null);
    const moduleMemberSummary = this.moduleMemberSummary;
    this.moduleMemberSummary = (member) => {
      if (member.isReference()) return moduleMemberSummary(member);
      const classes = ["tsd-member-summary", this.getReflectionClasses(member)].filter(Boolean).join(" ");
      const link = h(
        "a",
        { href: this.urlTo(member), class: member.isDeprecated() ? "deprecated" : undefined },
        member.name,
      );
      return h(
        JSX.Fragment,
        null,
        h(
          "dt",
          { class: classes, id: this.slugger.slug(member.name) },
          h("span", { class: "tsd-member-summary-name" }, link),
        ),
        h("dd", { class: classes }, this.commentShortSummary(member)),
      );
    };
  }
}

class Theme extends DefaultTheme {
  getRenderContext(page) {
    return new Context(this.router, this, page, this.application.options);
  }
}

/** Registers the theme with typedoc. */
export function load(app) {
  app.renderer.defineTheme("contract-bridge", Theme);
}
