/*
 * Native DDS 2.9 (Bo Haglund and Soren Hein's double-dummy solver, through Debian's libdds:
 * `apt-get install libdds-dev`), one thread: the baseline of the solver bench and the reference of
 * the `solver` fuzz target. bench/native/dds.ts compiles this file and talks to it.
 *
 * One command a line on stdin, one answer a line on stdout, in order:
 *
 *   T <deal>
 *     CalcDDtablePBN. Answer: "T <ms> <20 values>", the tricks of each declarer, strains clubs,
 *     diamonds, hearts, spades, no-trump, each for declarer N, E, S, W.
 *   S<solutions> <strain> <leader> <trick> <deal>
 *     SolveBoardPBN (target -1, mode 1) with solutions 1 (the best card) or 3 (every card).
 *     strain: C D H S N; leader: N E S W, the hand that led the trick in progress; trick: the
 *     cards played to it so far ("-" for none, else e.g. "SA,S2"); deal: the cards still in the
 *     hands. Answer: "S <ms> <nodes> <cards>" then, per card, " <card>:<equals>:<tricks>": the
 *     nodes DDS searched (its count: one a trick start reached, `futureTricks.nodes`), then the
 *     card ("SA"), the lower cards of its hand DDS counts as equal to it (ranks, "-" for none), and
 *     the tricks the side to play takes after it.
 *   N <deal>
 *     The table's twenty solves one at a time, as CalcDDtable makes them: strains no-trump, clubs,
 *     diamonds, hearts, spades; leaders N, E, S, W; each a run of zero-window searches from a guess
 *     (7 for North, then from North's result), each search a SolveBoardPBN with that target
 *     (solutions 1, mode 1), which keeps DDS's transposition table while the deal and strain stay
 *     the same. CalcDDtable reports no nodes; this counts them. Answer: "N <ms> <nodes>".
 *
 * <deal> is PBN's deal notation from North: "N:AKQ2.J32.T9.8765 ..." (hands may hold fewer cards).
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <dds/dll.h>

static const char SUITS[] = "SHDC"; /* DDS's suit order: 0 spades … 3 clubs */
static const char RANKS[] = "??23456789TJQKA";

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int index_of(const char *set, char c) {
  const char *p = c ? strchr(set, c) : NULL;
  return p ? (int)(p - set) : -1;
}

/* Copies a deal's text into one of DDS's 80-character fields; 0 when it does not fit. */
static int copy_deal(char *to, const char *from) {
  size_t n = strlen(from);
  if (n > 79) return 0;
  memcpy(to, from, n + 1);
  return 1;
}

static int table(const char *deal) {
  struct ddTableDealPBN in;
  struct ddTableResults out;
  if (!copy_deal(in.cards, deal)) return 0;
  double t0 = now_ms();
  int rc = CalcDDtablePBN(in, &out);
  double ms = now_ms() - t0;
  if (rc != RETURN_NO_FAULT) return 0;
  static const int strains[5] = {3, 2, 1, 0, 4}; /* C D H S NT, in DDS's numbering */
  printf("T %.3f", ms);
  for (int s = 0; s < 5; s++)
    for (int h = 0; h < 4; h++) printf(" %d", out.resTable[strains[s]][h]);
  printf("\n");
  return 1;
}

static int solve(int solutions, char *args) {
  char strain[4], leader[4], trick[64];
  int used = 0;
  if (sscanf(args, "%3s %3s %63s %n", strain, leader, trick, &used) != 3 || used == 0) return 0;
  const char *deal = args + used;
  struct dealPBN in;
  memset(&in, 0, sizeof in);
  in.trump = strain[0] == 'N' ? 4 : index_of(SUITS, strain[0]);
  in.first = index_of("NESW", leader[0]);
  if (in.trump < 0 || in.first < 0 || !copy_deal(in.remainCards, deal)) return 0;
  if (strcmp(trick, "-") != 0) {
    int i = 0;
    for (char *card = strtok(trick, ","); card; card = strtok(NULL, ","), i++) {
      if (i > 2 || strlen(card) != 2) return 0;
      in.currentTrickSuit[i] = index_of(SUITS, card[0]);
      in.currentTrickRank[i] = index_of(RANKS, card[1]);
      if (in.currentTrickSuit[i] < 0 || in.currentTrickRank[i] < 2) return 0;
    }
  }
  struct futureTricks out;
  double t0 = now_ms();
  int rc = SolveBoardPBN(in, -1, solutions, 1, &out, 0);
  double ms = now_ms() - t0;
  if (rc != RETURN_NO_FAULT) {
    fprintf(stderr, "SolveBoardPBN: error %d\n", rc);
    return 0;
  }
  printf("S %.3f %d %d", ms, out.nodes, out.cards);
  for (int i = 0; i < out.cards; i++) {
    printf(" %c%c:", SUITS[out.suit[i]], RANKS[out.rank[i]]);
    int any = 0;
    for (int r = 14; r >= 2; r--)
      if (out.equals[i] & (1 << r)) {
        putchar(RANKS[r]);
        any = 1;
      }
    printf("%s:%d", any ? "" : "-", out.score[i]);
  }
  printf("\n");
  return 1;
}


/* One zero-window search: whether the side of the hand on lead takes at least `target` tricks. */
static int at_least(struct dealPBN *in, int target, long *nodes) {
  if (target <= 0) return 1;
  struct futureTricks out;
  int rc = SolveBoardPBN(*in, target, 1, 1, &out, 0);
  if (rc != RETURN_NO_FAULT) return -1;
  *nodes += out.nodes;
  return out.score[0] >= target;
}

static int table_nodes(const char *deal) {
  static const int strains[5] = {4, 3, 2, 1, 0}; /* NT C D H S, in DDS's numbering */
  long nodes = 0;
  double t0 = now_ms();
  for (int s = 0; s < 5; s++) {
    int first_score = 0;
    for (int first = 0; first < 4; first++) {
      struct dealPBN in;
      memset(&in, 0, sizeof in);
      in.trump = strains[s];
      in.first = first;
      if (!copy_deal(in.remainCards, deal)) return 0;
      /* The first leader's search starts from 7, the others' from the first one's result. */
      int guess = first == 0 ? 7 : first == 2 ? first_score : 13 - first_score;
      int lower = 0, upper = 13;
      do {
        int yes = at_least(&in, guess, &nodes);
        if (yes < 0) return 0;
        if (yes) lower = guess++;
        else upper = --guess;
      } while (lower < upper);
      if (first == 0) first_score = lower;
    }
  }
  printf("N %.3f %ld\n", now_ms() - t0, nodes);
  return 1;
}

int main(void) {
  char line[256];
  SetMaxThreads(1);
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = 0;
    int ok;
    if (line[0] == 'T' && line[1] == ' ') ok = table(line + 2);
    else if (line[0] == 'S' && (line[1] == '1' || line[1] == '3') && line[2] == ' ') ok = solve(line[1] - '0', line + 3);
    else if (line[0] == 'N' && line[1] == ' ') ok = table_nodes(line + 2);
    else ok = 0;
    if (!ok) {
      printf("E cannot answer: %s\n", line);
    }
    fflush(stdout);
  }
  return 0;
}
