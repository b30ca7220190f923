/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary.c: what compile time tells link time (-flto).

   At WPA function bodies and variable initializers are on disk; loading
   all of them costs time and memory.  When the plugin is on a compile line
   of an -flto build, the pass's generate_summary notes, for every symbol
   it looks at, either its structural hash (compare-fn.c, or the variable
   image's) or the reason it cannot take part; its write_summary streams
   that into an LTO section of the object, as GCC's own IPA passes stream
   theirs.  GCC's list of section kinds is closed to plugins, but a
   function-body section is looked up by a name its writer chooses: ours is
   such a section with the name MF_SECTION_NAME and an order no symbol has
   (-1), so it can never be taken for a body.  lto1 keeps every section of
   the LTO prefix in its table, so at WPA the pass's read_summary finds
   ours in each unit that has it; a lto1 without the plugin never asks for
   it, and nothing is attached to the declarations (GCC's own ICF
   compares attribute lists).  Symbols are named by their index in the
   unit's symbol table encoder, as GCC's passes name theirs.  Symbols
   without a summary (their unit was compiled without the plugin) are
   loaded and hashed at link time as before.

   The summaries stay here from generate_summary (or read_summary) until
   the pass's run takes them (mf_summary_take): with -ffat-lto-objects the
   pass runs at compile time too, on the summaries the unit wrote, as it
   did when they travelled with the declarations.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/summary.h"

/* The section's name, given to lto_get_section_name as a function body's
   (LTO_section_function_body with this name and order -1), which makes
   it .gnu.lto_mergefn.summary.-1.<unit id>.  */
#define MF_SECTION_NAME "mergefn.summary"
#define MF_SECTION_ORDER (-1)

/* The section's content: the magic, the format's version, the number of
   records, then for each (in encoder order, so that the content depends
   only on the unit) the symbol's encoder index and a kind: 0 and the
   hash, or 1 and the refusal's length and bytes (no terminating NUL).
   Numbers are unsigned LEB128.  A section of another version (another
   mergefn wrote it) is ignored: its symbols are loaded as if it were not
   there.  */
static const char mf_section_magic[4] = { 'M', 'F', 'S', 'U' };
#define MF_SECTION_VERSION 1

struct summary
{
  bool has_hash;
  hashval_t hash;
  /* Why it cannot take part, as compile time said it (owned by the
     summaries' obstack); NULL with a hash.  */
  const char *refusal;
};

struct mf_summaries
{
  hash_map<mf_symbol_key, summary> map;
  struct obstack strings;
  mf_summaries () { gcc_obstack_init (&strings); }
  ~mf_summaries () { obstack_free (&strings, NULL); }
};

/* Made by generate_summary at compile time or by read_summary in lto1,
   handed to the pass's run by mf_summary_take.  */
static mf_summaries *pending;

static mf_summaries *
pending_summaries (void)
{
  if (!pending)
    pending = new mf_summaries;
  return pending;
}

static void
note (mf_summaries *summaries, symtab_node *node, hashval_t hash,
      const char *refusal, size_t refusal_len)
{
  summary s = { refusal == NULL, refusal ? 0 : hash, NULL };
  if (refusal)
    s.refusal = (const char *) obstack_copy0 (&summaries->strings, refusal,
					      refusal_len);
  summaries->map.put (mf_key (node), s);
}

void
mf_summary_generate (void)
{
  mf_summaries *summaries = pending_summaries ();
  /* Outside the pass's run: a round of its own.  */
  mf_body_round round;
  memset ((void *) &round, 0, sizeof round);
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    {
      if (!mf_own_function_p (node))
	continue;
      const char *why = mf_function_refusal (node);
      hashval_t hash = 0;
      if (!why)
	{
	  mf_body body;
	  why = mf_body_build (&body, node, &round);
	  if (!why)
	    {
	      hashval_t shape;
	      hash = mf_hash_body (&body, &shape);
	      mf_body_release (&body);
	    }
	}
      note (summaries, node, hash, why, why ? strlen (why) : 0);
    }
  varpool_node *vnode;
  FOR_EACH_DEFINED_VARIABLE (vnode)
    {
      if (!mf_variable_considered_p (vnode))
	continue;
      const char *why = mf_variable_refusal (vnode);
      hashval_t hash = 0;
      if (!why)
	{
	  mf_var_image img;
	  mf_var_image_build (&img, vnode);
	  hash = img.hash;
	  mf_var_image_release (&img);
	}
      note (summaries, vnode, hash, why, why ? strlen (why) : 0);
    }
  mf_body_round_release (&round);
}

/* ------------------------------------------------------------------ */
/* Writing.  */

static void
put_uleb (vec<unsigned char> *out, unsigned HOST_WIDE_INT v)
{
  do
    {
      unsigned char byte = v & 0x7f;
      v >>= 7;
      out->safe_push (v ? byte | 0x80 : byte);
    }
  while (v);
}

void
mf_summary_write (void)
{
  /* The offload compilers' stream is read by another compiler, where this
     plugin does not run.  */
  if (lto_stream_offload_p || !pending)
    return;
  lto_symtab_encoder_t encoder
    = lto_get_out_decl_state ()->symtab_node_encoder;
  auto_vec<unsigned char> records;
  unsigned count = 0, hashed = 0;
  int n = lto_symtab_encoder_size (encoder);
  for (int i = 0; i < n; i++)
    {
      symtab_node *node = mf_encoder_symbol (encoder, i);
      if (!node || !lto_symtab_encoder_in_partition_p (encoder, node))
	continue;
      summary *s = pending->map.get (mf_key (node));
      if (!s)
	continue;
      put_uleb (&records, i);
      if (s->has_hash)
	{
	  put_uleb (&records, 0);
	  put_uleb (&records, s->hash);
	  hashed++;
	}
      else
	{
	  size_t len = strlen (s->refusal);
	  put_uleb (&records, 1);
	  put_uleb (&records, len);
	  for (size_t k = 0; k < len; k++)
	    records.safe_push ((unsigned char) s->refusal[k]);
	}
      count++;
    }
  auto_vec<unsigned char> head;
  for (unsigned k = 0; k < sizeof mf_section_magic; k++)
    head.safe_push ((unsigned char) mf_section_magic[k]);
  put_uleb (&head, MF_SECTION_VERSION);
  put_uleb (&head, count);

  char *name = lto_get_section_name (LTO_section_function_body,
				     MF_SECTION_NAME, MF_SECTION_ORDER, NULL);
  /* Compressed as GCC's own sections of the unit are (lto1 uncompresses
     what it reads as the unit's header says).  */
  lto_begin_section (name, true);
  free (name);
  lto_write_data (head.address (), head.length ());
  if (records.length ())
    lto_write_data (records.address (), records.length ());
  lto_end_section ();
  mf_note_summaries_written (count, hashed);
}

/* ------------------------------------------------------------------ */
/* Reading.  */

struct cursor
{
  const unsigned char *p, *end;
  /* What was wrong, or NULL.  */
  const char *bad;
};

static unsigned HOST_WIDE_INT
get_uleb (cursor *c)
{
  unsigned HOST_WIDE_INT v = 0;
  for (unsigned shift = 0; !c->bad; shift += 7)
    {
      if (c->p == c->end)
	c->bad = "truncated";
      else if (shift >= HOST_BITS_PER_WIDE_INT)
	c->bad = "a number too large";
      else
	{
	  unsigned char byte = *c->p++;
	  v |= (unsigned HOST_WIDE_INT) (byte & 0x7f) << shift;
	  if (!(byte & 0x80))
	    return v;
	}
    }
  return 0;
}

/* Read the records of one unit's section [DATA, DATA + LEN) into
   SUMMARIES.  Returns the number read, or -1 if the section is of another
   version; on bad content C->bad says what.  */
static int
read_records (mf_summaries *summaries, lto_file_decl_data *file_data,
	      cursor *c)
{
  if ((size_t) (c->end - c->p) < sizeof mf_section_magic
      || memcmp (c->p, mf_section_magic, sizeof mf_section_magic))
    {
      c->bad = "no mergefn summary magic";
      return 0;
    }
  c->p += sizeof mf_section_magic;
  if (get_uleb (c) != MF_SECTION_VERSION)
    return c->bad ? 0 : -1;
  unsigned HOST_WIDE_INT count = get_uleb (c);
  lto_symtab_encoder_t encoder = file_data->symtab_node_encoder;
  unsigned HOST_WIDE_INT size = lto_symtab_encoder_size (encoder);
  int read = 0;
  for (unsigned HOST_WIDE_INT k = 0; k < count && !c->bad; k++)
    {
      unsigned HOST_WIDE_INT index = get_uleb (c);
      unsigned HOST_WIDE_INT kind = get_uleb (c);
      unsigned HOST_WIDE_INT value = get_uleb (c);
      if (c->bad)
	break;
      symtab_node *node = index < size
			  ? mf_encoder_symbol (encoder, (int) index) : NULL;
      if (!node)
	c->bad = "a symbol index out of the unit's symbol table";
      else if (kind == 0 && value > 0xffffffffu)
	c->bad = "a hash too large";
      else if (kind == 0)
	note (summaries, node, (hashval_t) value, NULL, 0);
      else if (kind != 1)
	c->bad = "an unknown kind of record";
      else if (value > (unsigned HOST_WIDE_INT) (c->end - c->p))
	c->bad = "truncated";
      else
	{
	  note (summaries, node, 0, (const char *) c->p, value);
	  c->p += value;
	}
      read++;
    }
  if (!c->bad && c->p != c->end)
    c->bad = "bytes after the last record";
  return read;
}

void
mf_summary_read (void)
{
  mf_summaries *summaries = pending_summaries ();
  lto_file_decl_data **files = lto_get_file_decl_data ();
  unsigned units = 0, with = 0, symbols = 0;
  for (unsigned j = 0; files[j]; j++)
    {
      lto_file_decl_data *file_data = files[j];
      units++;
      size_t len;
      const char *data
	= lto_get_section_data (file_data, LTO_section_function_body,
				MF_SECTION_NAME, MF_SECTION_ORDER, &len);
      if (!data)
	continue;
      cursor c = { (const unsigned char *) data,
		   (const unsigned char *) data + len, NULL };
      int read = read_records (summaries, file_data, &c);
      lto_free_section_data (file_data, LTO_section_function_body,
			     MF_SECTION_NAME, data, len);
      if (c.bad)
	{
	  error ("mergefn: the compile-time summary in %qs is corrupt (%s); "
		 "rebuild it", file_data->file_name, c.bad);
	  continue;
	}
      if (read < 0)
	{
	  mf_note_summary_ignored (file_data->file_name, MF_SECTION_VERSION);
	  continue;
	}
      with++;
      symbols += read;
    }
  mf_note_summaries_read (symbols, with, units);
}

/* ------------------------------------------------------------------ */
/* The pass's run.  */

mf_summaries *
mf_summary_take (void)
{
  mf_summaries *summaries = pending;
  pending = NULL;
  return summaries;
}

bool
mf_summary_lookup (mf_summaries *summaries, symtab_node *node,
		   hashval_t *hash, const char **refusal)
{
  summary *s = summaries ? summaries->map.get (mf_key (node)) : NULL;
  if (!s)
    return false;
  *hash = s->hash;
  *refusal = s->refusal ? mf_reason ("at compile time:", s->refusal) : NULL;
  return true;
}

void
mf_summary_release (mf_summaries **summaries)
{
  delete *summaries;
  *summaries = NULL;
}
