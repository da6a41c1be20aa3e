000000000009a790 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x560
str	xzr, [sp]
mov	x23, x4
mov	x22, x3
ldrb	w8, [x1, #24]
mov	x21, x2
add	x25, sp, #0x50
stp	x5, x6, [sp, #56]
cmp	w8, #0x1
b.ne	9b27c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xaec>  // b.any
ldr	x8, [x1, #16]
cmp	x8, #0x7
b.ne	9b69c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf0c>  // b.any
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 9dbb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3420>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #48]
tbz	w0, #0, 9dbc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3430>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 9aa48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b8>
ldr	x13, [x23, #16]
add	x15, sp, #0x50
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x19, ror #32
ror	x19, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x19, x19, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x10
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x10
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9a8d8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x148>  // b.any
cmp	x12, x11
b.eq	9ab48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b8>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	9ab04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x374>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x14, x17, x15
add	x8, x12, x15
add	x17, sp, #0x50
add	x14, x12, x14
sub	x8, x8, x16
add	x12, x9, x18
add	x16, x17, x18
ldp	x17, x18, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #15
ror	x1, x18, #15
eor	x0, x0, x17, ror #40
eor	x1, x1, x18, ror #40
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x10
mul	x18, x18, x10
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x10
eor	x18, x0, x18
mul	x18, x18, x10
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	9aa98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x308>  // b.any
cbz	x15, 9ab48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b8>
add	x8, sp, #0x50
mov	x12, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #15
eor	x15, x15, x14, ror #40
eor	x14, x15, x14
mul	x14, x14, x10
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x15, x14, x10
add	x14, x12, #0x1
cmp	x14, x11
eor	x15, x15, x15, lsr #28
str	x15, [x8, x12, lsl #3]
b.cc	9ab08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x378>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x50
dup	v0.2d, x12
b.cc	9ab84 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f4>  // b.lo, b.ul, b.last
add	x14, x13, x11, lsl #2
add	x14, x14, #0x200
cmp	x8, x14
b.cs	9cad0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2340>  // b.hs, b.nlast
add	x14, x13, x11, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	9cad0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2340>  // b.hs, b.nlast
mov	x14, xzr
add	x15, x13, x14, lsl #2
add	x16, x13, x14, lsl #3
sub	x14, x11, x14
add	x13, x15, #0x200
add	x15, x16, #0x100
ldur	w16, [x15, #-252]
subs	x14, x14, #0x1
mul	x16, x16, x12
lsr	x17, x16, #27
ubfx	x16, x16, #32, #1
and	x17, x17, #0x1fffffffc0
str	x17, [x15], #8
str	w16, [x13], #4
b.ne	9ab9c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x40c>  // b.any
ldr	x13, [sp, #48]
cmp	x13, #0x40, lsl #12
b.ls	9abe4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x454>  // b.plast
lsl	x13, x11, #3
ldr	x14, [x8], #8
subs	x13, x13, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	9abd0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x440>  // b.any
movi	v1.4s, #0x1
mov	x8, #0x1fffffffc0          	// #137438953408
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
dup	v2.2d, x8
ldr	x13, [x23, #16]
ldr	q3, [x16, #16]
ldr	q4, [x17, #32]
mov	x1, xzr
add	x14, x9, #0x20
add	x15, x9, #0x8
add	x16, sp, #0x2d0
add	x8, sp, #0x50
mov	w17, #0x20                  	// #32
b	9ac30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a0>
cmp	x2, x1
mov	x8, x3
mov	x11, x18
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x3, x16
subs	x18, x2, x1
mov	x16, x8
cmp	x18, #0x20
csel	x18, x18, x17, cc	// cc = lo, ul, last
subs	x4, x2, x1
b.eq	9af78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e8>  // b.none
adds	x8, x18, x1
b.cs	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.hs, b.nlast
cmp	x8, x2
b.hi	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.pmore
lsr	x8, x18, #3
cbz	x8, 9ade8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x658>
add	x5, x14, x1, lsl #3
add	x6, x3, #0x20
mov	x7, x8
ldp	x20, x19, [x5, #16]
subs	x7, x7, #0x1
ldp	x24, x23, [x5]
ldp	x28, x26, [x5, #-16]
eor	x19, x13, x19, ror #32
eor	x20, x13, x20, ror #32
eor	x23, x13, x23, ror #32
eor	x24, x13, x24, ror #32
ror	x22, x19, #40
ror	x25, x20, #40
eor	x26, x13, x26, ror #32
ror	x27, x23, #40
eor	x22, x22, x19, ror #15
eor	x25, x25, x20, ror #15
eor	x27, x27, x23, ror #15
eor	x19, x22, x19
eor	x20, x25, x20
eor	x25, x13, x28, ror #32
mul	x22, x19, x10
ror	x19, x24, #40
ror	x28, x26, #40
eor	x23, x27, x23
ldp	x27, x30, [x5, #-32]
eor	x19, x19, x24, ror #15
eor	x28, x28, x26, ror #15
mul	x20, x20, x10
add	x5, x5, #0x40
eor	x19, x19, x24
ror	x24, x25, #40
eor	x27, x13, x27, ror #32
eor	x26, x28, x26
eor	x28, x13, x30, ror #32
mul	x19, x19, x10
eor	x24, x24, x25, ror #15
ror	x30, x27, #40
mul	x26, x26, x10
eor	x24, x24, x25
ror	x25, x28, #40
eor	x30, x30, x27, ror #15
mul	x24, x24, x10
eor	x25, x25, x28, ror #15
eor	x27, x30, x27
lsr	x30, x20, #35
mul	x27, x27, x10
eor	x25, x25, x28
lsr	x28, x19, #35
add	x30, x30, #0x8
mul	x25, x25, x10
eor	x20, x30, x20
lsr	x30, x24, #35
add	x28, x28, #0x8
mul	x23, x23, x10
eor	x19, x28, x19
add	x28, x30, #0x8
lsr	x30, x27, #35
eor	x24, x28, x24
mul	x19, x19, x10
lsr	x28, x25, #35
add	x30, x30, #0x8
eor	x27, x30, x27
lsr	x30, x26, #35
mul	x20, x20, x10
add	x28, x28, #0x8
eor	x25, x28, x25
lsr	x28, x23, #35
add	x30, x30, #0x8
eor	x26, x30, x26
lsr	x30, x22, #35
mul	x24, x24, x10
add	x28, x28, #0x8
eor	x19, x19, x19, lsr #28
eor	x23, x28, x23
add	x28, x30, #0x8
mul	x27, x27, x10
eor	x22, x28, x22
eor	x20, x20, x20, lsr #28
mul	x23, x23, x10
eor	x24, x24, x24, lsr #28
mul	x25, x25, x10
eor	x27, x27, x27, lsr #28
mul	x26, x26, x10
eor	x23, x23, x23, lsr #28
mul	x22, x22, x10
eor	x25, x25, x25, lsr #28
stp	x19, x23, [x6]
eor	x26, x26, x26, lsr #28
stp	x27, x25, [x6, #-32]
eor	x19, x22, x22, lsr #28
stp	x24, x26, [x6, #-16]
stp	x20, x19, [x6, #16]
add	x6, x6, #0x40
b.ne	9ac78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4e8>  // b.any
and	x6, x18, #0x38
cmp	x6, x18
b.eq	9aee8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x758>  // b.none
orr	x5, x6, #0x1
cmp	x18, x5
and	x5, x18, #0x38
csinc	x7, x18, x6, hi	// hi = pmore
sub	x19, x7, x6
cmp	x19, #0x2
b.cc	9aea4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x714>  // b.lo, b.ul, b.last
lsl	x20, x8, #6
and	x8, x7, #0x1
sub	x5, x19, x8
add	x19, x20, x1, lsl #3
add	x5, x6, x5
add	x6, x6, x8
add	x20, x3, x20
sub	x6, x6, x7
add	x7, x15, x19
add	x19, x20, #0x8
ldp	x20, x22, [x7, #-8]
adds	x6, x6, #0x2
add	x7, x7, #0x10
eor	x20, x13, x20, ror #32
eor	x22, x13, x22, ror #32
ror	x23, x20, #15
ror	x24, x22, #15
eor	x23, x23, x20, ror #40
eor	x24, x24, x22, ror #40
eor	x20, x23, x20
eor	x22, x24, x22
mul	x20, x20, x10
mul	x22, x22, x10
lsr	x23, x20, #35
lsr	x24, x22, #35
add	x23, x23, #0x8
eor	x20, x23, x20
add	x23, x24, #0x8
mul	x20, x20, x10
eor	x22, x23, x22
mul	x22, x22, x10
eor	x20, x20, x20, lsr #28
eor	x22, x22, x22, lsr #28
stp	x20, x22, [x19, #-8]
add	x19, x19, #0x10
b.ne	9ae38 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6a8>  // b.any
cbz	x8, 9aee8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x758>
add	x8, x9, x1, lsl #3
mov	x6, x5
ldr	x5, [x8, x5, lsl #3]
eor	x5, x13, x5, ror #32
ror	x7, x5, #15
eor	x7, x7, x5, ror #40
eor	x5, x7, x5
mul	x5, x5, x10
lsr	x7, x5, #35
add	x7, x7, #0x8
eor	x5, x7, x5
mul	x7, x5, x10
add	x5, x6, #0x1
cmp	x5, x18
eor	x7, x7, x7, lsr #28
str	x7, [x3, x6, lsl #3]
b.cc	9aea8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x718>  // b.lo, b.ul, b.last
cmp	x4, #0x4
add	x8, x3, #0x100
b.cc	9af18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x788>  // b.lo, b.ul, b.last
add	x4, x3, x18, lsl #2
add	x5, x3, #0x200
add	x4, x4, #0x200
cmp	x8, x4
b.cs	9b1f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa64>  // b.hs, b.nlast
add	x4, x3, x18, lsl #3
add	x4, x4, #0x100
cmp	x5, x4
b.cs	9b1f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa64>  // b.hs, b.nlast
mov	x4, xzr
add	x5, x3, x4, lsl #2
add	x6, x3, x4, lsl #3
sub	x4, x18, x4
add	x5, x5, #0x200
add	x6, x6, #0x100
ldur	w7, [x6, #-252]
subs	x4, x4, #0x1
mul	x7, x7, x12
lsr	x19, x7, #27
ubfx	x7, x7, #32, #1
and	x19, x19, #0x1fffffffc0
str	x19, [x6], #8
str	w7, [x5], #4
b.ne	9af30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7a0>  // b.any
ldr	x4, [sp, #48]
cmp	x4, #0x40, lsl #12
b.ls	9af78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7e8>  // b.plast
lsl	x4, x18, #3
ldr	x5, [x8], #8
subs	x4, x4, #0x8
add	x5, x21, x5
prfm	pldl1keep, [x5]
b.ne	9af64 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7d4>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	9b068 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8d8>  // b.any
mov	x11, xzr
add	x0, x16, #0x100
add	x4, x16, #0x204
sub	x5, x0, #0x100
ld1r	{v5.4s}, [x5]
sub	x5, x0, #0xf8
ld1r	{v6.4s}, [x5]
ldp	w5, w19, [x4, #-4]
mul	v7.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
add	x4, x4, #0x8
ldp	x6, x7, [x0], #16
mul	v16.4s, v6.4s, v3.4s
mul	v6.4s, v6.4s, v4.4s
ubfiz	x5, x5, #5, #1
ubfiz	x19, x19, #5, #1
ushr	v7.4s, v7.4s, #27
ushr	v5.4s, v5.4s, #27
add	x6, x21, x6
add	x5, x6, x5
add	x7, x21, x7
add	x6, x8, x11
ushr	v16.4s, v16.4s, #27
ushr	v6.4s, v6.4s, #27
add	x11, x11, #0x2
ushl	v7.4s, v1.4s, v7.4s
ushl	v5.4s, v1.4s, v5.4s
ldp	q17, q18, [x5]
add	x5, x7, x19
ushl	v16.4s, v1.4s, v16.4s
ushl	v6.4s, v1.4s, v6.4s
ldp	q19, q20, [x5]
bic	v7.16b, v7.16b, v17.16b
bic	v5.16b, v5.16b, v18.16b
bic	v16.16b, v16.16b, v19.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w5, s5
cmp	w5, #0x0
fmov	w5, s6
cset	w7, eq	// eq = none
strb	w7, [x6]
cmp	w5, #0x0
cset	w5, eq	// eq = none
cmp	x11, #0x20
strb	w5, [x6, #1]
b.ne	9afa8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x818>  // b.any
b	9ac20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x490>
ands	x4, x11, #0x3e
b.eq	9b158 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c8>  // b.none
mov	x0, xzr
add	x6, x16, #0x100
add	x5, x16, #0x204
add	x7, x0, #0x2
cmp	x7, #0x22
b.eq	9ff00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5770>  // b.none
sub	x19, x6, #0x100
sub	x20, x6, #0xf8
add	x0, x8, x0
ld1r	{v5.4s}, [x19]
ld1r	{v6.4s}, [x20]
ldp	w20, w22, [x5, #-4]
ldp	x19, x23, [x6], #16
mul	v7.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
mul	v16.4s, v6.4s, v3.4s
mul	v6.4s, v6.4s, v4.4s
ubfiz	x20, x20, #5, #1
ubfiz	x22, x22, #5, #1
add	x19, x21, x19
add	x23, x21, x23
add	x5, x5, #0x8
add	x19, x19, x20
add	x20, x23, x22
ushr	v7.4s, v7.4s, #27
ushr	v5.4s, v5.4s, #27
ushr	v16.4s, v16.4s, #27
ushr	v6.4s, v6.4s, #27
ldp	q17, q18, [x19]
ldp	q19, q20, [x20]
ushl	v7.4s, v1.4s, v7.4s
ushl	v5.4s, v1.4s, v5.4s
ushl	v16.4s, v1.4s, v16.4s
ushl	v6.4s, v1.4s, v6.4s
bic	v7.16b, v7.16b, v17.16b
bic	v5.16b, v5.16b, v18.16b
bic	v16.16b, v16.16b, v19.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w19, s5
fmov	w20, s6
cmp	w19, #0x0
cset	w19, eq	// eq = none
cmp	w20, #0x0
cset	w20, eq	// eq = none
strb	w19, [x0]
cmp	x4, x7
strb	w20, [x0, #1]
mov	x0, x7
b.ne	9b07c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8ec>  // b.any
cmp	x4, x11
b.eq	9ac20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x490>  // b.none
add	x8, x8, x4
orr	x5, x11, #0x1
b	9b160 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9d0>
cbz	x11, 9ac20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x490>
mov	w5, #0x1                   	// #1
mvn	x0, x4
add	x6, x16, #0x200
add	x7, x16, #0x100
add	x11, x0, x11
sub	x0, x5, #0x1
lsl	x19, x4, #3
ldr	w4, [x6, x4, lsl #2]
add	x20, x16, x19
ldr	x19, [x7, x19]
ubfiz	x4, x4, #5, #1
ld1r	{v5.4s}, [x20]
add	x19, x21, x19
add	x4, x19, x4
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
ldp	q7, q16, [x4]
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v5.16b, v6.16b
umaxv	s5, v5.4s
fmov	w4, s5
cmp	w4, #0x0
cset	w4, eq	// eq = none
strb	w4, [x8], #1
cbz	x11, 9ac20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x490>
add	x0, x0, #0x1
add	x19, x5, #0x1
mov	x4, x5
cmp	x0, #0x20
sub	x11, x11, #0x1
mov	x5, x19
b.ne	9b174 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9e4>  // b.any
b	9c118 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1988>
and	x4, x18, #0x3c
add	x6, x3, #0x100
and	x7, x18, #0x3c
ldp	q5, q6, [x6, #-256]
fmov	x19, d0
mov	x22, v0.d[1]
subs	x7, x7, #0x4
ushr	v5.2d, v5.2d, #32
ushr	v6.2d, v6.2d, #32
fmov	x20, d5
fmov	x24, d6
mov	x23, v6.d[1]
mov	x25, v5.d[1]
mul	x19, x20, x19
fmov	x20, d0
mul	x23, x23, x22
mul	x20, x24, x20
fmov	d6, x19
mul	x22, x25, x22
fmov	d5, x20
mov	v6.d[1], x22
mov	v5.d[1], x23
ushr	v16.2d, v6.2d, #27
ushr	v7.2d, v5.2d, #27
uzp2	v5.4s, v6.4s, v5.4s
and	v6.16b, v7.16b, v2.16b
and	v7.16b, v16.16b, v2.16b
and	v5.16b, v5.16b, v1.16b
stp	q7, q6, [x6], #32
str	q5, [x5], #16
b.ne	9b200 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa70>  // b.any
cmp	x18, x4
b.eq	9af54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7c4>  // b.none
b	9af1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x78c>
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 9ce64 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26d4>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #48]
tbz	w0, #0, 9ce74 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26e4>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 9b4e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd58>
ldr	x13, [x23, #16]
add	x15, sp, #0x50
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x10
eor	x4, x4, x5, ror #15
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x19, ror #32
ror	x19, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x19, x19, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x10
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x10
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9b378 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbe8>  // b.any
cmp	x12, x11
b.eq	9b5e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe58>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	9b5a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe14>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x50
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	9b538 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xda8>  // b.any
cbz	x15, 9b5e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe58>
add	x12, sp, #0x50
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #15
eor	x16, x16, x14, ror #40
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	9b5a8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe18>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #80]
tst	x11, #0x7
ldp	q2, q3, [sp, #112]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x22
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #336]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #352]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #368]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #384]
b.ne	9c128 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1998>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x25, #512]
b	9c324 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b94>
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 9ee3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x46ac>
lsl	x9, x8, #6
cmp	x22, x8
str	x9, [sp, #40]
tbz	w0, #0, 9ee4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x46bc>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x24, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x9, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x11, #0xdf25                	// #57125
lsr	x8, x9, #3
ldr	x10, [x23]
movk	x11, #0x1e98, lsl #16
and	x12, x9, #0x38
movk	x11, #0x1c65, lsl #32
movk	x11, #0x9fb2, lsl #48
cbz	x8, 9b908 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1178>
ldr	x13, [x23, #16]
add	x15, sp, #0x50
add	x14, x10, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #40
ror	x4, x18, #40
ror	x6, x1, #40
ror	x7, x3, #40
eor	x0, x0, x17, ror #15
eor	x4, x4, x18, ror #15
eor	x6, x6, x1, ror #15
eor	x7, x7, x3, ror #15
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x11
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x11
ror	x4, x5, #40
ror	x7, x0, #40
mul	x3, x3, x11
eor	x4, x4, x5, ror #15
mul	x17, x17, x11
eor	x4, x4, x5
eor	x5, x7, x0, ror #15
eor	x7, x13, x19, ror #32
ror	x19, x6, #40
mul	x4, x4, x11
eor	x0, x5, x0
ror	x5, x7, #40
eor	x19, x19, x6, ror #15
mul	x0, x0, x11
eor	x5, x5, x7, ror #15
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x11
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x11
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x11
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x11
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x11
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x11
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x11
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x11
eor	x6, x6, x6, lsr #28
mul	x1, x1, x11
eor	x4, x4, x4, lsr #28
mul	x17, x17, x11
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9b798 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1008>  // b.any
cmp	x12, x9
add	x14, x24, #0x100
b.eq	9ba0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x127c>  // b.none
orr	x13, x12, #0x1
and	x15, x9, #0x38
cmp	x9, x13
ldr	x13, [x23, #16]
csinc	x17, x9, x12, hi	// hi = pmore
sub	x18, x17, x12
cmp	x18, #0x2
b.cc	9b9c8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1238>  // b.lo, b.ul, b.last
mov	w0, #0x8                   	// #8
and	x16, x17, #0x1
bfi	x0, x8, #6, #58
sub	x15, x18, x16
add	x8, x12, x16
add	x18, sp, #0x50
add	x15, x12, x15
sub	x8, x8, x17
add	x12, x10, x0
add	x17, x18, x0
ldp	x18, x0, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #15
ror	x3, x0, #15
eor	x1, x1, x18, ror #40
eor	x3, x3, x0, ror #40
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x11
mul	x0, x0, x11
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x11
eor	x0, x1, x0
mul	x0, x0, x11
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	9b95c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11cc>  // b.any
cbz	x16, 9ba0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x127c>
add	x8, sp, #0x50
mov	x12, x15
ldr	x15, [x10, x15, lsl #3]
eor	x15, x13, x15, ror #32
ror	x16, x15, #15
eor	x16, x16, x15, ror #40
eor	x15, x16, x15
mul	x15, x15, x11
lsr	x16, x15, #35
add	x16, x16, #0x8
eor	x15, x16, x15
mul	x16, x15, x11
add	x15, x12, #0x1
cmp	x15, x9
eor	x16, x16, x16, lsr #28
str	x16, [x8, x12, lsl #3]
b.cc	9b9cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x123c>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
mov	w13, #0x79b1                	// #31153
mov	x15, xzr
movk	w13, #0x9e37, lsl #16
add	x8, sp, #0x50
add	x16, x8, x15, lsl #3
ldr	x17, [x16]
lsr	x18, x17, #32
mul	w17, w17, w13
mul	x18, x18, x12
lsr	w17, w17, #22
lsr	x0, x18, #27
and	x0, x0, #0x1fffffffc0
str	x0, [x16, #256]
ubfx	x16, x18, #32, #1
add	x18, x8, x15, lsl #2
ldrh	w17, [x26, w17, uxtw #1]
add	x15, x15, #0x1
cmp	x9, x15
bfi	w16, w17, #1, #9
str	w16, [x18, #512]
b.ne	9ba20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>  // b.any
ldr	x8, [sp, #40]
cmp	x8, #0x40, lsl #12
b.ls	9ba88 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12f8>  // b.plast
lsl	x8, x9, #3
ldr	x15, [x14], #8
subs	x8, x8, #0x8
add	x15, x21, x15
prfm	pldl1keep, [x15]
b.ne	9ba74 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12e4>  // b.any
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
movi	v1.4s, #0x1
adrp	x17, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q0, [x8, #16]
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x18, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x14, [x23, #16]
ldr	q2, [x8, #32]
ldr	q3, [x17, #48]
ldr	q4, [x18, #64]
mov	x1, xzr
add	x15, x10, #0x20
add	x17, sp, #0x2d0
add	x8, sp, #0x50
mov	w18, #0x20                  	// #32
b	9bad4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1344>
cmp	x2, x1
mov	x8, x3
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x9, x1
mov	x4, x9
subs	x9, x2, x1
mov	x3, x17
mov	x17, x8
cmp	x9, #0x20
csel	x9, x9, x18, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	9be00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1670>  // b.none
adds	x8, x9, x1
b.cs	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.hs, b.nlast
cmp	x8, x2
b.hi	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.pmore
lsr	x8, x9, #3
cbz	x8, 9bc90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1500>
add	x5, x15, x1, lsl #3
add	x6, x3, #0x20
mov	x7, x8
ldp	x20, x19, [x5, #16]
subs	x7, x7, #0x1
ldp	x24, x23, [x5]
ldp	x30, x27, [x5, #-16]
eor	x19, x14, x19, ror #32
eor	x20, x14, x20, ror #32
eor	x23, x14, x23, ror #32
eor	x24, x14, x24, ror #32
ror	x22, x19, #40
ror	x25, x20, #40
eor	x27, x14, x27, ror #32
ror	x28, x23, #40
eor	x22, x22, x19, ror #15
eor	x25, x25, x20, ror #15
eor	x28, x28, x23, ror #15
eor	x19, x22, x19
eor	x20, x25, x20
eor	x25, x14, x30, ror #32
mul	x22, x19, x11
ror	x19, x24, #40
eor	x23, x28, x23
ldp	x28, x16, [x5, #-32]
ror	x30, x27, #40
eor	x19, x19, x24, ror #15
mul	x20, x20, x11
add	x5, x5, #0x40
eor	x30, x30, x27, ror #15
eor	x19, x19, x24
ror	x24, x25, #40
eor	x28, x14, x28, ror #32
eor	x16, x14, x16, ror #32
eor	x27, x30, x27
mul	x19, x19, x11
eor	x24, x24, x25, ror #15
ror	x30, x28, #40
mul	x27, x27, x11
eor	x24, x24, x25
ror	x25, x16, #40
eor	x30, x30, x28, ror #15
mul	x24, x24, x11
eor	x25, x25, x16, ror #15
eor	x28, x30, x28
lsr	x30, x20, #35
mul	x28, x28, x11
eor	x16, x25, x16
lsr	x25, x19, #35
add	x30, x30, #0x8
mul	x16, x16, x11
eor	x20, x30, x20
lsr	x30, x24, #35
add	x25, x25, #0x8
mul	x23, x23, x11
eor	x19, x25, x19
add	x25, x30, #0x8
lsr	x30, x28, #35
eor	x24, x25, x24
mul	x19, x19, x11
lsr	x25, x16, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x20, x20, x11
add	x25, x25, #0x8
eor	x16, x25, x16
lsr	x25, x23, #35
add	x30, x30, #0x8
mul	x28, x28, x11
eor	x27, x30, x27
lsr	x30, x22, #35
add	x25, x25, #0x8
mul	x16, x16, x11
eor	x23, x25, x23
add	x25, x30, #0x8
eor	x22, x25, x22
eor	x20, x20, x20, lsr #28
mul	x23, x23, x11
eor	x28, x28, x28, lsr #28
mul	x24, x24, x11
eor	x16, x16, x16, lsr #28
mul	x27, x27, x11
stp	x28, x16, [x6, #-32]
eor	x16, x19, x19, lsr #28
eor	x19, x23, x23, lsr #28
mul	x22, x22, x11
eor	x24, x24, x24, lsr #28
stp	x16, x19, [x6]
eor	x25, x27, x27, lsr #28
eor	x16, x22, x22, lsr #28
stp	x24, x25, [x6, #-16]
stp	x20, x16, [x6, #16]
add	x6, x6, #0x40
b.ne	9bb20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1390>  // b.any
and	x6, x9, #0x38
cmp	x6, x9
b.eq	9bd94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1604>  // b.none
orr	x5, x6, #0x1
cmp	x9, x5
and	x5, x9, #0x38
csinc	x7, x9, x6, hi	// hi = pmore
sub	x19, x7, x6
cmp	x19, #0x2
b.cc	9bd50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c0>  // b.lo, b.ul, b.last
lsl	x20, x8, #6
and	x8, x7, #0x1
add	x16, x10, #0x8
sub	x5, x19, x8
add	x19, x20, x1, lsl #3
add	x5, x6, x5
add	x6, x6, x8
add	x20, x3, x20
sub	x6, x6, x7
add	x7, x16, x19
add	x19, x20, #0x8
ldp	x20, x22, [x7, #-8]
adds	x6, x6, #0x2
add	x7, x7, #0x10
eor	x20, x14, x20, ror #32
eor	x22, x14, x22, ror #32
ror	x23, x20, #15
ror	x24, x22, #15
eor	x23, x23, x20, ror #40
eor	x24, x24, x22, ror #40
eor	x20, x23, x20
eor	x22, x24, x22
mul	x20, x20, x11
mul	x22, x22, x11
lsr	x23, x20, #35
lsr	x24, x22, #35
add	x23, x23, #0x8
eor	x20, x23, x20
add	x23, x24, #0x8
mul	x20, x20, x11
eor	x22, x23, x22
mul	x22, x22, x11
eor	x20, x20, x20, lsr #28
eor	x22, x22, x22, lsr #28
stp	x20, x22, [x19, #-8]
add	x19, x19, #0x10
b.ne	9bce4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1554>  // b.any
cbz	x8, 9bd94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1604>
add	x8, x10, x1, lsl #3
mov	x16, x5
ldr	x5, [x8, x5, lsl #3]
eor	x5, x14, x5, ror #32
ror	x6, x5, #15
eor	x6, x6, x5, ror #40
eor	x5, x6, x5
mul	x5, x5, x11
lsr	x6, x5, #35
add	x6, x6, #0x8
eor	x5, x6, x5
mul	x6, x5, x11
add	x5, x16, #0x1
cmp	x5, x9
eor	x6, x6, x6, lsr #28
str	x6, [x3, x16, lsl #3]
b.cc	9bd54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15c4>  // b.lo, b.ul, b.last
add	x8, x3, #0x100
add	x5, x3, #0x200
mov	x6, x9
add	x7, x3, #0x100
ldur	x16, [x7, #-256]
subs	x6, x6, #0x1
lsr	x19, x16, #32
mul	w16, w16, w13
mul	x19, x19, x12
lsr	w16, w16, #22
lsr	x20, x19, #27
ubfx	x19, x19, #32, #1
and	x20, x20, #0x1fffffffc0
str	x20, [x7], #8
ldrh	w16, [x26, w16, uxtw #1]
bfi	w19, w16, #1, #9
str	w19, [x5], #4
b.ne	9bda4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1614>  // b.any
ldr	x16, [sp, #40]
cmp	x16, #0x40, lsl #12
b.ls	9be00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1670>  // b.plast
lsl	x5, x9, #3
ldr	x16, [x8], #8
subs	x5, x5, #0x8
add	x16, x21, x16
prfm	pldl1keep, [x16]
b.ne	9bdec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x165c>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x4, #0x20
add	x8, x8, x0
b.ne	9bf30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17a0>  // b.any
mov	x0, xzr
add	x4, x17, #0x100
add	x5, x17, #0x204
sub	x16, x4, #0x100
ldp	w6, w7, [x5, #-4]
ld1r	{v5.4s}, [x16]
sub	x16, x4, #0xf8
add	x5, x5, #0x8
ld1r	{v6.4s}, [x16]
lsr	w16, w6, #1
lsr	w19, w7, #1
ubfiz	x6, x6, #5, #1
mul	v7.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
ubfiz	x7, x7, #5, #1
dup	v16.4s, w16
mul	v17.4s, v6.4s, v0.4s
mul	v6.4s, v6.4s, v2.4s
dup	v18.4s, w19
ldp	x20, x22, [x4], #16
and	v19.16b, v16.16b, v3.16b
ushr	v7.4s, v7.4s, #27
and	v16.16b, v16.16b, v4.16b
ushr	v5.4s, v5.4s, #27
and	v20.16b, v18.16b, v3.16b
and	v18.16b, v18.16b, v4.16b
ushr	v17.4s, v17.4s, #27
ushr	v6.4s, v6.4s, #27
add	x16, x21, x20
cmeq	v19.4s, v19.4s, #0
ushl	v7.4s, v1.4s, v7.4s
cmeq	v16.4s, v16.4s, #0
ushl	v5.4s, v1.4s, v5.4s
add	x16, x16, x6
cmeq	v20.4s, v20.4s, #0
cmeq	v18.4s, v18.4s, #0
ushl	v17.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v6.4s
bic	v7.16b, v7.16b, v19.16b
add	x19, x21, x22
add	x6, x8, x0
bic	v5.16b, v5.16b, v16.16b
ldp	q16, q19, [x16]
add	x16, x19, x7
bic	v17.16b, v17.16b, v20.16b
bic	v6.16b, v6.16b, v18.16b
ldp	q18, q20, [x16]
add	x0, x0, #0x2
bic	v7.16b, v7.16b, v16.16b
bic	v5.16b, v5.16b, v19.16b
bic	v16.16b, v17.16b, v18.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w16, s5
cmp	w16, #0x0
fmov	w16, s6
cset	w7, eq	// eq = none
strb	w7, [x6]
cmp	w16, #0x0
cset	w16, eq	// eq = none
cmp	x0, #0x20
strb	w16, [x6, #1]
b.ne	9be30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16a0>  // b.any
b	9bac8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1338>
ands	x5, x4, #0x3e
b.eq	9c060 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18d0>  // b.none
mov	x0, xzr
add	x7, x17, #0x100
add	x6, x17, #0x204
add	x22, x0, #0x2
cmp	x22, #0x22
b.eq	9ff00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5770>  // b.none
ldp	w16, w19, [x6, #-4]
sub	x20, x7, #0x100
sub	x23, x7, #0xf8
add	x6, x6, #0x8
ld1r	{v5.4s}, [x20]
ld1r	{v6.4s}, [x23]
lsr	w20, w16, #1
lsr	w25, w19, #1
ubfiz	x16, x16, #5, #1
ldp	x23, x24, [x7], #16
mul	v7.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
dup	v16.4s, w20
mul	v17.4s, v6.4s, v0.4s
mul	v6.4s, v6.4s, v2.4s
dup	v18.4s, w25
add	x20, x21, x23
ubfiz	x19, x19, #5, #1
add	x23, x21, x24
and	v19.16b, v16.16b, v3.16b
and	v16.16b, v16.16b, v4.16b
add	x16, x20, x16
ushr	v7.4s, v7.4s, #27
ushr	v5.4s, v5.4s, #27
and	v20.16b, v18.16b, v3.16b
and	v18.16b, v18.16b, v4.16b
ushr	v17.4s, v17.4s, #27
ushr	v6.4s, v6.4s, #27
cmeq	v19.4s, v19.4s, #0
cmeq	v16.4s, v16.4s, #0
add	x19, x23, x19
ushl	v7.4s, v1.4s, v7.4s
ushl	v5.4s, v1.4s, v5.4s
cmeq	v20.4s, v20.4s, #0
cmeq	v18.4s, v18.4s, #0
ushl	v17.4s, v1.4s, v17.4s
ushl	v6.4s, v1.4s, v6.4s
bic	v7.16b, v7.16b, v19.16b
bic	v5.16b, v5.16b, v16.16b
ldp	q16, q19, [x16]
bic	v17.16b, v17.16b, v20.16b
bic	v6.16b, v6.16b, v18.16b
ldp	q18, q20, [x19]
bic	v7.16b, v7.16b, v16.16b
bic	v5.16b, v5.16b, v19.16b
bic	v16.16b, v17.16b, v18.16b
bic	v6.16b, v6.16b, v20.16b
orr	v5.16b, v5.16b, v7.16b
orr	v6.16b, v6.16b, v16.16b
umaxv	s5, v5.4s
umaxv	s6, v6.4s
fmov	w16, s5
fmov	w19, s6
cmp	w16, #0x0
add	x16, x8, x0
cset	w0, eq	// eq = none
cmp	w19, #0x0
cset	w19, eq	// eq = none
strb	w0, [x16]
cmp	x5, x22
mov	x0, x22
strb	w19, [x16, #1]
b.ne	9bf44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17b4>  // b.any
cmp	x5, x4
b.eq	9bac8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1338>  // b.none
add	x8, x8, x5
orr	x6, x4, #0x1
b	9c068 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18d8>
cbz	x4, 9bac8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1338>
mov	w6, #0x1                   	// #1
mvn	x16, x5
add	x7, x17, #0x200
add	x22, x17, #0x100
add	x4, x16, x4
sub	x0, x6, #0x1
lsl	x16, x5, #3
ldr	w5, [x7, x5, lsl #2]
add	x19, x17, x16
ldr	x16, [x22, x16]
ld1r	{v5.4s}, [x19]
lsr	w19, w5, #1
ubfiz	x5, x5, #5, #1
add	x16, x21, x16
dup	v7.4s, w19
add	x16, x16, x5
mul	v6.4s, v5.4s, v0.4s
mul	v5.4s, v5.4s, v2.4s
and	v16.16b, v7.16b, v3.16b
and	v7.16b, v7.16b, v4.16b
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
cmeq	v16.4s, v16.4s, #0
cmeq	v7.4s, v7.4s, #0
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v16.16b
bic	v5.16b, v5.16b, v7.16b
ldp	q7, q16, [x16]
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v6.16b, v5.16b
umaxv	s5, v5.4s
fmov	w16, s5
cmp	w16, #0x0
cset	w16, eq	// eq = none
strb	w16, [x8], #1
cbz	x4, 9bac8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1338>
add	x0, x0, #0x1
add	x16, x6, #0x1
mov	x5, x6
cmp	x0, #0x20
sub	x4, x4, #0x1
mov	x6, x16
b.ne	9c07c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x18ec>  // b.any
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa30
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
ldp	x12, x13, [sp, #144]
cmp	x8, #0x2
ldp	x14, x15, [sp, #160]
ldp	x16, x17, [sp, #176]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #192]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #400]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #416]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #432]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #448]
b.eq	9c274 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ae4>  // b.none
ldp	x12, x13, [sp, #208]
cmp	x8, #0x3
ldp	x14, x15, [sp, #224]
ldp	x16, x17, [sp, #240]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #256]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #464]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #480]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #496]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #512]
str	x12, [sp, #520]
b.eq	9c274 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ae4>  // b.none
ldp	x12, x13, [sp, #272]
cmp	x8, #0x4
ldp	x14, x15, [sp, #288]
ldp	x16, x17, [sp, #304]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #320]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #528]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #552]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #536]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #544]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #568]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #560]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #576]
str	x12, [sp, #584]
b.ne	9ff4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x57bc>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #512]
b.eq	9c324 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b94>  // b.none
ldp	q2, q1, [sp, #144]
cmp	x8, #0x2
ldp	q4, q3, [sp, #176]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	9c324 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b94>  // b.none
ldp	q1, q0, [x25, #128]
cmp	x8, #0x3
ldp	q3, q2, [x25, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #576]
b.eq	9c324 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b94>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
ldr	x8, [sp, #48]
cmp	x8, #0x40, lsl #12
b.ls	9c34c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1bbc>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	9c338 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ba8>  // b.any
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
movi	v2.4s, #0x1
ldr	q1, [x15, #96]
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q0, [x8, #80]
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q4, [x15, #128]
mov	w15, #0x79b1                	// #31153
ldr	q3, [x8, #112]
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
movk	w15, #0x9e37, lsl #16
ldr	q5, [x8, #144]
adrp	x8, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x16, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
dup	v6.4s, w15
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x12, [x23, #16]
ldr	q7, [x8, #160]
ldr	q16, [x16, #176]
ldr	q17, [x15, #192]
mov	x1, xzr
add	x13, x9, #0x20
add	x24, x9, #0x8
add	x15, sp, #0x2d0
add	x8, sp, #0x50
mov	w16, #0x20                  	// #32
b	9c3cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c3c>
cmp	x2, x1
mov	x8, x18
mov	x11, x17
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x18, x15
subs	x17, x2, x1
mov	x15, x8
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	9c92c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x219c>  // b.none
adds	x8, x17, x1
b.cs	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.hs, b.nlast
cmp	x8, x2
b.hi	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.pmore
lsr	x8, x17, #3
cbz	x8, 9c584 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1df4>
add	x3, x13, x1, lsl #3
add	x4, x18, #0x20
mov	x5, x8
ldp	x7, x6, [x3, #16]
subs	x5, x5, #0x1
ldp	x23, x20, [x3]
eor	x6, x12, x6, ror #32
eor	x7, x12, x7, ror #32
eor	x20, x12, x20, ror #32
eor	x23, x12, x23, ror #32
ror	x19, x6, #40
ror	x25, x7, #40
ror	x28, x20, #40
ror	x30, x23, #40
eor	x19, x19, x6, ror #15
eor	x25, x25, x7, ror #15
eor	x28, x28, x20, ror #15
eor	x30, x30, x23, ror #15
eor	x6, x19, x6
ldp	x19, x27, [x3, #-16]
eor	x20, x28, x20
ldp	x28, x14, [x3, #-32]
eor	x7, x25, x7
eor	x23, x30, x23
mul	x20, x20, x10
eor	x27, x12, x27, ror #32
eor	x19, x12, x19, ror #32
add	x3, x3, #0x40
eor	x28, x12, x28, ror #32
mul	x7, x7, x10
eor	x14, x12, x14, ror #32
ror	x25, x27, #40
ror	x30, x19, #40
mul	x23, x23, x10
eor	x25, x25, x27, ror #15
mul	x6, x6, x10
eor	x25, x25, x27
eor	x27, x30, x19, ror #15
ror	x30, x28, #40
mul	x25, x25, x10
eor	x19, x27, x19
ror	x27, x14, #40
eor	x30, x30, x28, ror #15
mul	x19, x19, x10
eor	x27, x27, x14, ror #15
eor	x28, x30, x28
lsr	x30, x7, #35
mul	x28, x28, x10
eor	x14, x27, x14
lsr	x27, x23, #35
add	x30, x30, #0x8
mul	x14, x14, x10
eor	x7, x30, x7
lsr	x30, x19, #35
add	x27, x27, #0x8
eor	x23, x27, x23
mul	x7, x7, x10
add	x27, x30, #0x8
lsr	x30, x28, #35
eor	x19, x27, x19
mul	x23, x23, x10
lsr	x27, x14, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x25, #35
mul	x19, x19, x10
add	x27, x27, #0x8
eor	x7, x7, x7, lsr #28
eor	x14, x27, x14
lsr	x27, x20, #35
add	x30, x30, #0x8
eor	x25, x30, x25
mul	x28, x28, x10
lsr	x30, x6, #35
add	x27, x27, #0x8
mul	x14, x14, x10
eor	x20, x27, x20
add	x27, x30, #0x8
eor	x6, x27, x6
eor	x19, x19, x19, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x20, x20, x10
eor	x14, x14, x14, lsr #28
mul	x6, x6, x10
eor	x25, x25, x25, lsr #28
stp	x28, x14, [x4, #-32]
eor	x14, x23, x23, lsr #28
stp	x19, x25, [x4, #-16]
eor	x19, x20, x20, lsr #28
stp	x14, x19, [x4]
eor	x14, x6, x6, lsr #28
stp	x7, x14, [x4, #16]
add	x4, x4, #0x40
b.ne	9c414 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c84>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	9c684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ef4>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	9c640 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1eb0>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x4, x6, #0x1
sub	x3, x7, x4
add	x7, x19, x1, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x19, x18, x19
sub	x5, x5, x6
add	x6, x24, x7
add	x7, x19, #0x8
ldp	x19, x20, [x6, #-8]
adds	x5, x5, #0x2
add	x6, x6, #0x10
eor	x19, x12, x19, ror #32
eor	x20, x12, x20, ror #32
ror	x23, x19, #15
ror	x25, x20, #15
eor	x23, x23, x19, ror #40
eor	x25, x25, x20, ror #40
eor	x19, x23, x19
eor	x20, x25, x20
mul	x19, x19, x10
mul	x20, x20, x10
lsr	x23, x19, #35
lsr	x25, x20, #35
add	x23, x23, #0x8
eor	x19, x23, x19
add	x23, x25, #0x8
mul	x19, x19, x10
eor	x20, x23, x20
mul	x20, x20, x10
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x7, #-8]
add	x7, x7, #0x10
b.ne	9c5d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e44>  // b.any
cbz	x4, 9c684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ef4>
add	x4, x9, x1, lsl #3
mov	x14, x3
ldr	x3, [x4, x3, lsl #3]
eor	x3, x12, x3, ror #32
ror	x5, x3, #15
eor	x5, x5, x3, ror #40
eor	x3, x5, x3
mul	x3, x3, x10
lsr	x5, x3, #35
add	x5, x5, #0x8
eor	x3, x5, x3
mul	x5, x3, x10
add	x3, x14, #0x1
cmp	x3, x17
eor	x5, x5, x5, lsr #28
str	x5, [x18, x14, lsl #3]
b.cc	9c644 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1eb4>  // b.lo, b.ul, b.last
ldp	q18, q19, [x18]
tst	x17, #0x7
ldp	q20, q21, [x18, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x3, v18.d[1]
fmov	x14, d18
mov	x5, v19.d[1]
fmov	x4, d19
mov	x6, v20.d[1]
fmov	x7, d20
mov	x19, v21.d[1]
fmov	x20, d21
umulh	x14, x14, x22
umulh	x3, x3, x22
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
umulh	x7, x7, x22
ubfiz	x4, x4, #6, #57
stp	x14, x3, [x18, #256]
umulh	x6, x6, x22
ubfiz	x14, x5, #6, #57
umulh	x20, x20, x22
ubfiz	x3, x7, #6, #57
stp	x4, x14, [x18, #272]
umulh	x19, x19, x22
ubfiz	x14, x6, #6, #57
stp	x3, x14, [x18, #288]
ubfiz	x3, x20, #6, #57
ubfiz	x14, x19, #6, #57
stp	x3, x14, [x18, #304]
b.ne	9c72c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f9c>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b	9c904 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2174>
ldp	x14, x3, [x18, #64]
cmp	x8, #0x2
ldp	x4, x5, [x18, #80]
ldp	x6, x7, [x18, #96]
umulh	x14, x14, x22
ldp	x19, x20, [x18, #112]
umulh	x3, x3, x22
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
umulh	x6, x6, x22
ubfiz	x4, x4, #6, #57
stp	x14, x3, [x18, #320]
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
umulh	x19, x19, x22
ubfiz	x3, x6, #6, #57
stp	x4, x14, [x18, #336]
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
ubfiz	x4, x19, #6, #57
stp	x3, x14, [x18, #352]
ubfiz	x14, x20, #6, #57
stp	x4, x14, [x18, #368]
b.eq	9c864 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x20d4>  // b.none
ldp	x14, x3, [x18, #128]
cmp	x8, #0x3
ldp	x4, x5, [x18, #144]
ldp	x6, x7, [x18, #160]
umulh	x14, x14, x22
ldp	x19, x20, [x18, #176]
umulh	x3, x3, x22
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
umulh	x6, x6, x22
ubfiz	x4, x4, #6, #57
stp	x14, x3, [x18, #384]
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
umulh	x19, x19, x22
ubfiz	x3, x6, #6, #57
stp	x4, x14, [x18, #400]
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
ubfiz	x4, x19, #6, #57
stp	x3, x14, [x18, #416]
ubfiz	x14, x20, #6, #57
stp	x4, x14, [x18, #432]
b.eq	9c864 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x20d4>  // b.none
ldp	x14, x3, [x18, #192]
cmp	x8, #0x4
ldp	x4, x5, [x18, #208]
ldp	x6, x7, [x18, #224]
umulh	x14, x14, x22
ldp	x19, x20, [x18, #240]
umulh	x3, x3, x22
umulh	x4, x4, x22
ubfiz	x14, x14, #6, #57
umulh	x5, x5, x22
ubfiz	x3, x3, #6, #57
umulh	x6, x6, x22
ubfiz	x4, x4, #6, #57
stp	x14, x3, [x18, #448]
umulh	x7, x7, x22
ubfiz	x14, x5, #6, #57
umulh	x19, x19, x22
ubfiz	x3, x6, #6, #57
stp	x4, x14, [x18, #464]
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
ubfiz	x4, x19, #6, #57
stp	x3, x14, [x18, #480]
ubfiz	x14, x20, #6, #57
stp	x4, x14, [x18, #496]
b.ne	9ff4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x57bc>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
cmp	x8, #0x1
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b.eq	9c904 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2174>  // b.none
ldp	q19, q18, [x18, #64]
cmp	x8, #0x2
ldp	q21, q20, [x18, #96]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #544]
b.eq	9c904 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2174>  // b.none
ldp	q19, q18, [x18, #128]
cmp	x8, #0x3
ldp	q21, q20, [x18, #160]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #576]
b.eq	9c904 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2174>  // b.none
ldp	q19, q18, [x18, #192]
ldp	q21, q20, [x18, #224]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #608]
ldr	x8, [sp, #48]
cmp	x8, #0x40, lsl #12
b.ls	9c92c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x219c>  // b.plast
lsl	x8, x17, #3
add	x3, x18, #0x100
ldr	x14, [x3], #8
subs	x8, x8, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	9c918 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2188>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	9ca14 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2284>  // b.any
mov	x0, xzr
add	x14, x15, x0, lsl #2
mov	x11, x0
add	x0, x15, x0, lsl #3
ldr	w14, [x14, #512]
ldr	x3, [x0]
ldrh	w14, [x26, x14, lsl #1]
dup	v18.4s, w3
dup	v19.4s, w14
ldr	x14, [x0, #256]
add	x0, x11, #0x1
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
add	x14, x21, x14
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
ushr	v18.4s, v18.4s, #27
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x14]
ldp	q24, q25, [x14, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w14, s18
cmp	w14, #0x0
cset	w14, eq	// eq = none
cmp	x0, #0x20
strb	w14, [x8, x11]
b.ne	9c954 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x21c4>  // b.any
b	9c3bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c2c>
cbz	x11, 9c3bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c2c>
add	x0, x15, #0x100
add	x3, x15, #0x200
ldr	w14, [x3], #4
sub	x4, x0, #0x100
ld1r	{v18.4s}, [x4]
ldrh	w14, [x26, x14, lsl #1]
dup	v19.4s, w14
mul	v20.4s, v18.4s, v0.4s
mul	v21.4s, v18.4s, v3.4s
mul	v22.4s, v18.4s, v5.4s
mul	v18.4s, v18.4s, v16.4s
ldr	x14, [x0], #8
ushl	v23.4s, v19.4s, v1.4s
ushl	v24.4s, v19.4s, v4.4s
ushl	v25.4s, v19.4s, v7.4s
ushl	v19.4s, v19.4s, v17.4s
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v18.4s, v18.4s, #27
add	x14, x21, x14
and	v23.16b, v23.16b, v2.16b
and	v24.16b, v24.16b, v2.16b
bic	v25.4s, #0xfe
bic	v19.4s, #0xe
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v22.4s, v25.4s, v22.4s
ushl	v18.4s, v19.4s, v18.4s
ldp	q19, q23, [x14]
ldp	q24, q25, [x14, #32]
bic	v19.16b, v20.16b, v19.16b
bic	v20.16b, v21.16b, v23.16b
bic	v21.16b, v22.16b, v24.16b
bic	v18.16b, v18.16b, v25.16b
orr	v19.16b, v20.16b, v19.16b
orr	v18.16b, v21.16b, v18.16b
orr	v18.16b, v19.16b, v18.16b
umaxv	s18, v18.4s
fmov	w14, s18
cmp	w14, #0x0
cset	w14, eq	// eq = none
subs	x11, x11, #0x1
strb	w14, [x8], #1
b.ne	9ca20 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2290>  // b.any
b	9c3bc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1c2c>
ldp	q1, q2, [sp, #80]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x14, d1
fmov	x16, d2
mov	x15, v2.d[1]
mov	x17, v1.d[1]
movi	v2.4s, #0x1
mul	x14, x14, x12
mul	x16, x16, x12
mul	x15, x15, x12
fmov	d4, x14
mov	x14, #0x1fffffffc0          	// #137438953408
mul	x17, x17, x12
dup	v1.2d, x14
and	x14, x11, #0x3c
fmov	d3, x16
cmp	x14, #0x4
mov	v3.d[1], x15
mov	v4.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #256]
str	q3, [x25, #512]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q3, q4, [sp, #112]
fmov	x16, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #288]
str	q2, [x25, #528]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q1, q2, [sp, #144]
fmov	x16, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #320]
str	q3, [x25, #544]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q3, q4, [sp, #176]
fmov	x16, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #352]
str	q2, [x25, #560]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q1, q2, [x25, #128]
fmov	x16, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #384]
str	q3, [x25, #576]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q3, q4, [x25, #160]
fmov	x16, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #416]
str	q2, [x25, #592]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q1, q2, [x25, #192]
fmov	x16, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #448]
str	q3, [x25, #608]
b.eq	9ce58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x26c8>  // b.none
ldp	q3, q4, [x25, #224]
fmov	x16, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x15, x1, x15
fmov	d3, x17
mov	v4.d[1], x15
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #480]
str	q2, [x25, #624]
cmp	x11, x14
b.eq	9abc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x430>  // b.none
b	9ab88 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f8>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #48]
tbnz	w0, #0, 9b298 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb08>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x11, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 9d0c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2934>
ldr	x13, [x23, #16]
add	x15, sp, #0x50
add	x14, x9, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #15
ror	x4, x18, #15
ror	x6, x1, #15
ror	x7, x3, #15
eor	x0, x0, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x6, x6, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #15
ror	x7, x0, #15
mul	x3, x3, x10
eor	x4, x4, x5, ror #40
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #40
eor	x7, x13, x19, ror #32
ror	x19, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x19, x19, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x10
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x10
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9cf54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x27c4>  // b.any
cmp	x12, x11
b.eq	9d1c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a34>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	9d180 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x29f0>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x50
add	x14, x12, x14
add	x12, x12, x15
sub	x12, x12, x16
add	x16, x9, x18
add	x17, x17, x18
ldp	x18, x0, [x16, #-8]
adds	x12, x12, #0x2
add	x16, x16, #0x10
eor	x18, x13, x18, ror #32
eor	x0, x13, x0, ror #32
ror	x1, x18, #40
ror	x3, x0, #40
eor	x1, x1, x18, ror #15
eor	x3, x3, x0, ror #15
eor	x18, x1, x18
eor	x0, x3, x0
mul	x18, x18, x10
mul	x0, x0, x10
lsr	x1, x18, #35
lsr	x3, x0, #35
add	x1, x1, #0x8
eor	x18, x1, x18
add	x1, x3, #0x8
mul	x18, x18, x10
eor	x0, x1, x0
mul	x0, x0, x10
eor	x18, x18, x18, lsr #28
eor	x0, x0, x0, lsr #28
stp	x18, x0, [x17, #-8]
add	x17, x17, #0x10
b.ne	9d114 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2984>  // b.any
cbz	x15, 9d1c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a34>
add	x12, sp, #0x50
mov	x15, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x16, x14, x10
add	x14, x15, #0x1
cmp	x14, x11
eor	x16, x16, x16, lsr #28
str	x16, [x12, x15, lsl #3]
b.cc	9d184 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x29f4>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #80]
tst	x11, #0x7
ldp	q2, q3, [sp, #112]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x13, v0.d[1]
fmov	x12, d0
mov	x15, v1.d[1]
fmov	x14, d1
mov	x16, v2.d[1]
fmov	x17, d2
mov	x18, v3.d[1]
fmov	x0, d3
umulh	x12, x12, x22
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x17, x17, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #336]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #352]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #368]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #384]
b.ne	9d278 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ae8>  // b.any
mov	w8, #0x79b1                	// #31153
uzp1	v0.4s, v0.4s, v1.4s
uzp1	v1.4s, v2.4s, v3.4s
movk	w8, #0x9e37, lsl #16
dup	v2.4s, w8
mul	v0.4s, v0.4s, v2.4s
mul	v1.4s, v1.4s, v2.4s
ushr	v0.4s, v0.4s, #22
ushr	v1.4s, v1.4s, #22
stp	q0, q1, [x25, #512]
b	9d474 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ce4>
ldp	x12, x13, [sp, #144]
cmp	x8, #0x2
ldp	x14, x15, [sp, #160]
ldp	x16, x17, [sp, #176]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #192]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #400]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #416]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #432]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #448]
b.eq	9d3c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c34>  // b.none
ldp	x12, x13, [sp, #208]
cmp	x8, #0x3
ldp	x14, x15, [sp, #224]
ldp	x16, x17, [sp, #240]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #256]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #464]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #480]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #496]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #512]
str	x12, [sp, #520]
b.eq	9d3c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c34>  // b.none
ldp	x12, x13, [sp, #272]
cmp	x8, #0x4
ldp	x14, x15, [sp, #288]
ldp	x16, x17, [sp, #304]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #320]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #528]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #552]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #536]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #544]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #568]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #560]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #576]
str	x12, [sp, #584]
b.ne	9ff4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x57bc>  // b.any
mov	w12, #0x79b1                	// #31153
uzp1	v1.4s, v0.4s, v1.4s
uzp1	v2.4s, v2.4s, v3.4s
movk	w12, #0x9e37, lsl #16
cmp	x8, #0x1
dup	v0.4s, w12
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #512]
b.eq	9d474 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ce4>  // b.none
ldp	q2, q1, [sp, #144]
cmp	x8, #0x2
ldp	q4, q3, [sp, #176]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	9d474 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ce4>  // b.none
ldp	q1, q0, [x25, #128]
cmp	x8, #0x3
ldp	q3, q2, [x25, #160]
uzp1	v1.4s, v1.4s, v0.4s
dup	v0.4s, w12
uzp1	v2.4s, v3.4s, v2.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x25, #576]
b.eq	9d474 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ce4>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
ldr	x8, [sp, #48]
cmp	x8, #0x40, lsl #12
b.ls	9d49c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d0c>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	9d488 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2cf8>  // b.any
mov	w8, #0x79b1                	// #31153
ldr	x12, [x23, #16]
mov	x1, xzr
movk	w8, #0x9e37, lsl #16
add	x15, sp, #0x2d0
mov	w16, #0x20                  	// #32
dup	v0.4s, w8
add	x8, sp, #0x50
adrp	x17, 12f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x1d7>
add	x17, x17, #0x9ec
mov	w18, #0x1                   	// #1
b	9d4dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d4c>
cmp	x2, x1
mov	x8, x4
mov	x11, x3
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x4, x15
subs	x3, x2, x1
mov	x15, x8
cmp	x3, #0x20
csel	x3, x3, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	9da44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x32b4>  // b.none
adds	x8, x3, x1
b.cs	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.hs, b.nlast
cmp	x8, x2
b.hi	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.pmore
lsr	x8, x3, #3
cbz	x8, 9d698 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f08>
add	x13, x9, #0x20
add	x6, x4, #0x20
mov	x7, x8
add	x5, x13, x1, lsl #3
ldp	x20, x19, [x5, #16]
subs	x7, x7, #0x1
ldp	x27, x25, [x5]
ldp	x13, x30, [x5, #-16]
eor	x19, x12, x19, ror #32
eor	x20, x12, x20, ror #32
eor	x25, x12, x25, ror #32
eor	x27, x12, x27, ror #32
ror	x23, x19, #15
ror	x28, x20, #15
eor	x30, x12, x30, ror #32
ror	x14, x25, #15
eor	x13, x12, x13, ror #32
eor	x23, x23, x19, ror #40
eor	x28, x28, x20, ror #40
eor	x14, x14, x25, ror #40
eor	x19, x23, x19
eor	x20, x28, x20
ror	x28, x30, #15
mul	x23, x19, x10
ror	x19, x27, #15
eor	x14, x14, x25
ldp	x25, x24, [x5, #-32]
eor	x28, x28, x30, ror #40
eor	x19, x19, x27, ror #40
mul	x20, x20, x10
add	x5, x5, #0x40
eor	x28, x28, x30
eor	x19, x19, x27
ror	x27, x13, #15
eor	x25, x12, x25, ror #32
eor	x24, x12, x24, ror #32
mul	x19, x19, x10
eor	x27, x27, x13, ror #40
ror	x30, x25, #15
mul	x28, x28, x10
eor	x13, x27, x13
ror	x27, x24, #15
eor	x30, x30, x25, ror #40
mul	x13, x13, x10
eor	x27, x27, x24, ror #40
eor	x25, x30, x25
lsr	x30, x20, #35
mul	x25, x25, x10
eor	x24, x27, x24
lsr	x27, x19, #35
add	x30, x30, #0x8
mul	x24, x24, x10
eor	x20, x30, x20
lsr	x30, x13, #35
add	x27, x27, #0x8
mul	x14, x14, x10
eor	x19, x27, x19
add	x27, x30, #0x8
lsr	x30, x25, #35
eor	x13, x27, x13
mul	x19, x19, x10
lsr	x27, x24, #35
add	x30, x30, #0x8
eor	x25, x30, x25
lsr	x30, x28, #35
mul	x13, x13, x10
add	x27, x27, #0x8
eor	x24, x27, x24
mul	x25, x25, x10
lsr	x27, x14, #35
add	x30, x30, #0x8
eor	x19, x19, x19, lsr #28
mul	x24, x24, x10
eor	x28, x30, x28
lsr	x30, x23, #35
add	x27, x27, #0x8
eor	x13, x13, x13, lsr #28
mul	x28, x28, x10
eor	x14, x27, x14
add	x27, x30, #0x8
eor	x25, x25, x25, lsr #28
eor	x23, x27, x23
mul	x14, x14, x10
eor	x24, x24, x24, lsr #28
mul	x20, x20, x10
stp	x25, x24, [x6, #-32]
eor	x25, x28, x28, lsr #28
mul	x23, x23, x10
stp	x13, x25, [x6, #-16]
eor	x13, x14, x14, lsr #28
eor	x14, x20, x20, lsr #28
stp	x19, x13, [x6]
eor	x19, x23, x23, lsr #28
stp	x14, x19, [x6, #16]
add	x6, x6, #0x40
b.ne	9d528 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d98>  // b.any
and	x7, x3, #0x38
cmp	x7, x3
b.eq	9d79c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x300c>  // b.none
orr	x5, x7, #0x1
cmp	x3, x5
and	x5, x3, #0x38
csinc	x19, x3, x7, hi	// hi = pmore
sub	x20, x19, x7
cmp	x20, #0x2
b.cc	9d758 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2fc8>  // b.lo, b.ul, b.last
lsl	x23, x8, #6
and	x6, x19, #0x1
add	x13, x9, #0x8
sub	x5, x20, x6
add	x20, x23, x1, lsl #3
add	x5, x7, x5
add	x7, x7, x6
add	x23, x4, x23
sub	x7, x7, x19
add	x19, x13, x20
add	x20, x23, #0x8
ldp	x23, x25, [x19, #-8]
adds	x7, x7, #0x2
add	x19, x19, #0x10
eor	x23, x12, x23, ror #32
eor	x25, x12, x25, ror #32
ror	x27, x23, #40
ror	x28, x25, #40
eor	x27, x27, x23, ror #15
eor	x28, x28, x25, ror #15
eor	x23, x27, x23
eor	x25, x28, x25
mul	x23, x23, x10
mul	x25, x25, x10
lsr	x27, x23, #35
lsr	x28, x25, #35
add	x27, x27, #0x8
eor	x23, x27, x23
add	x27, x28, #0x8
mul	x23, x23, x10
eor	x25, x27, x25
mul	x25, x25, x10
eor	x23, x23, x23, lsr #28
eor	x25, x25, x25, lsr #28
stp	x23, x25, [x20, #-8]
add	x20, x20, #0x10
b.ne	9d6ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f5c>  // b.any
cbz	x6, 9d79c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x300c>
add	x6, x9, x1, lsl #3
ldr	x14, [x6, x5, lsl #3]
mov	x13, x5
eor	x14, x12, x14, ror #32
ror	x5, x14, #40
eor	x5, x5, x14, ror #15
eor	x14, x5, x14
mul	x14, x14, x10
lsr	x5, x14, #35
add	x5, x5, #0x8
eor	x14, x5, x14
add	x5, x13, #0x1
mul	x14, x14, x10
cmp	x5, x3
eor	x14, x14, x14, lsr #28
str	x14, [x4, x13, lsl #3]
b.cc	9d75c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2fcc>  // b.lo, b.ul, b.last
ldp	q1, q2, [x4]
tst	x3, #0x7
ldp	q3, q4, [x4, #32]
cinc	x8, x8, ne	// ne = any
cmp	x8, #0x1
mov	x14, v1.d[1]
fmov	x13, d1
mov	x6, v2.d[1]
fmov	x5, d2
mov	x7, v3.d[1]
fmov	x19, d3
mov	x20, v4.d[1]
fmov	x23, d4
umulh	x13, x13, x22
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x19, x19, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #256]
umulh	x7, x7, x22
ubfiz	x13, x6, #6, #57
umulh	x23, x23, x22
ubfiz	x14, x19, #6, #57
stp	x5, x13, [x4, #272]
umulh	x20, x20, x22
ubfiz	x13, x7, #6, #57
stp	x14, x13, [x4, #288]
ubfiz	x14, x23, #6, #57
ubfiz	x13, x20, #6, #57
stp	x14, x13, [x4, #304]
b.ne	9d844 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x30b4>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b	9da1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x328c>
ldp	x13, x14, [x4, #64]
cmp	x8, #0x2
ldp	x5, x6, [x4, #80]
ldp	x7, x19, [x4, #96]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #112]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #320]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #336]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #352]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #368]
b.eq	9d97c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31ec>  // b.none
ldp	x13, x14, [x4, #128]
cmp	x8, #0x3
ldp	x5, x6, [x4, #144]
ldp	x7, x19, [x4, #160]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #176]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #384]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #400]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #416]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #432]
b.eq	9d97c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31ec>  // b.none
ldp	x13, x14, [x4, #192]
cmp	x8, #0x4
ldp	x5, x6, [x4, #208]
ldp	x7, x19, [x4, #224]
umulh	x13, x13, x22
ldp	x20, x23, [x4, #240]
umulh	x14, x14, x22
umulh	x5, x5, x22
ubfiz	x13, x13, #6, #57
umulh	x6, x6, x22
ubfiz	x14, x14, #6, #57
umulh	x7, x7, x22
ubfiz	x5, x5, #6, #57
stp	x13, x14, [x4, #448]
umulh	x19, x19, x22
ubfiz	x13, x6, #6, #57
umulh	x20, x20, x22
ubfiz	x14, x7, #6, #57
stp	x5, x13, [x4, #464]
umulh	x23, x23, x22
ubfiz	x13, x19, #6, #57
ubfiz	x5, x20, #6, #57
stp	x14, x13, [x4, #480]
ubfiz	x13, x23, #6, #57
stp	x5, x13, [x4, #496]
b.ne	9ff4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x57bc>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
cmp	x8, #0x1
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b.eq	9da1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x328c>  // b.none
ldp	q2, q1, [x4, #64]
cmp	x8, #0x2
ldp	q4, q3, [x4, #96]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #544]
b.eq	9da1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x328c>  // b.none
ldp	q2, q1, [x4, #128]
cmp	x8, #0x3
ldp	q4, q3, [x4, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #576]
b.eq	9da1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x328c>  // b.none
ldp	q2, q1, [x4, #192]
ldp	q4, q3, [x4, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #608]
ldr	x8, [sp, #48]
cmp	x8, #0x40, lsl #12
b.ls	9da44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x32b4>  // b.plast
lsl	x8, x3, #3
add	x5, x4, #0x100
ldr	x13, [x5], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	9da30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x32a0>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	9db04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3374>  // b.any
mov	x0, xzr
add	x11, x15, #0x100
add	x5, x15, #0x200
b	9da90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3300>
mov	w6, #0x1                   	// #1
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.eq	9d4cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d3c>  // b.none
ldr	w13, [x5, x0, lsl #2]
ldrh	w6, [x26, x13, lsl #1]
cbz	w6, 9da78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x32e8>
lsl	x13, x0, #3
ldr	x14, [x11, x0, lsl #3]
mov	w7, wzr
ldr	w19, [x15, x13]
add	x20, x21, x14
rbit	w13, w6
sub	w23, w6, #0x1
and	w6, w23, w6
clz	w13, w13
tst	w6, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x20, w13, uxtw #2]
mul	w14, w14, w19
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w7, w13, w7
b.ne	9dab0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3320>  // b.any
cmp	w7, #0x0
cset	w6, eq	// eq = none
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.ne	9da90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3300>  // b.any
b	9d4cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d3c>
cbz	x11, 9d4cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d3c>
mov	x0, xzr
add	x11, x8, x11
add	x5, x15, #0x100
add	x6, x15, #0x200
b	9db38 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x33a8>
mov	w7, #0x1                   	// #1
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.eq	9d4cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d3c>  // b.none
ldr	w13, [x6, x0, lsl #2]
ldrh	w7, [x26, x13, lsl #1]
cbz	w7, 9db1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x338c>
lsl	x13, x0, #3
ldr	x14, [x5, x0, lsl #3]
mov	w19, wzr
ldr	w20, [x15, x13]
add	x23, x21, x14
rbit	w13, w7
sub	w24, w7, #0x1
and	w7, w24, w7
clz	w13, w13
tst	w7, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x23, w13, uxtw #2]
mul	w14, w14, w20
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w19, w13, w19
b.ne	9db58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x33c8>  // b.any
cmp	w19, #0x0
cset	w7, eq	// eq = none
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.ne	9db38 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x33a8>  // b.any
b	9d4cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d3c>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #48]
tbnz	w0, #0, 9a7fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x6c>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x2, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x2, #0x20
csel	x12, x2, x8, cc	// cc = lo, ul, last
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
cbz	x2, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x10, #0xdf25                	// #57125
lsr	x8, x12, #3
ldr	x20, [x23]
movk	x10, #0x1e98, lsl #16
and	x11, x12, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 9de0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x367c>
ldr	x13, [x23, #16]
add	x15, sp, #0x50
add	x14, x20, #0x20
add	x15, x15, #0x20
mov	x16, x8
ldp	x18, x17, [x14, #16]
subs	x16, x16, #0x1
ldp	x3, x1, [x14]
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
eor	x1, x13, x1, ror #32
eor	x3, x13, x3, ror #32
ror	x0, x17, #15
ror	x4, x18, #15
ror	x6, x1, #15
ror	x7, x3, #15
eor	x0, x0, x17, ror #40
eor	x4, x4, x18, ror #40
eor	x6, x6, x1, ror #40
eor	x7, x7, x3, ror #40
eor	x17, x0, x17
ldp	x0, x5, [x14, #-16]
eor	x1, x6, x1
ldp	x6, x19, [x14, #-32]
eor	x18, x4, x18
eor	x3, x7, x3
mul	x1, x1, x10
eor	x5, x13, x5, ror #32
eor	x0, x13, x0, ror #32
add	x14, x14, #0x40
eor	x6, x13, x6, ror #32
mul	x18, x18, x10
ror	x4, x5, #15
ror	x7, x0, #15
mul	x3, x3, x10
eor	x4, x4, x5, ror #40
mul	x17, x17, x10
eor	x4, x4, x5
eor	x5, x7, x0, ror #40
eor	x7, x13, x19, ror #32
ror	x19, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x19, x19, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x19, x6
lsr	x19, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x19, x19, #0x8
mul	x5, x5, x10
eor	x18, x19, x18
lsr	x19, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x19, #0x8
mul	x18, x18, x10
lsr	x19, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x19, x19, #0x8
eor	x6, x19, x6
lsr	x19, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x19, x19, #0x8
eor	x4, x19, x4
lsr	x19, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x19, #0x8
eor	x17, x7, x17
eor	x3, x3, x3, lsr #28
mul	x5, x5, x10
eor	x6, x6, x6, lsr #28
mul	x1, x1, x10
eor	x4, x4, x4, lsr #28
mul	x17, x17, x10
eor	x5, x5, x5, lsr #28
stp	x0, x4, [x15, #-16]
eor	x0, x1, x1, lsr #28
stp	x6, x5, [x15, #-32]
eor	x17, x17, x17, lsr #28
stp	x3, x0, [x15]
stp	x18, x17, [x15, #16]
add	x15, x15, #0x40
b.ne	9dc9c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x350c>  // b.any
cmp	x11, x12
b.eq	9df0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x377c>  // b.none
orr	x13, x11, #0x1
and	x14, x12, #0x38
cmp	x12, x13
ldr	x13, [x23, #16]
csinc	x16, x12, x11, hi	// hi = pmore
sub	x17, x16, x11
cmp	x17, #0x2
b.cc	9dec8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3738>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x14, x17, x15
add	x8, x11, x15
add	x17, sp, #0x50
add	x14, x11, x14
sub	x8, x8, x16
add	x11, x20, x18
add	x16, x17, x18
ldp	x17, x18, [x11, #-8]
adds	x8, x8, #0x2
add	x11, x11, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #40
ror	x1, x18, #40
eor	x0, x0, x17, ror #15
eor	x1, x1, x18, ror #15
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x10
mul	x18, x18, x10
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x10
eor	x18, x0, x18
mul	x18, x18, x10
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	9de5c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36cc>  // b.any
cbz	x15, 9df0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x377c>
add	x8, sp, #0x50
mov	x11, x14
ldr	x14, [x20, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
eor	x14, x15, x14
mul	x14, x14, x10
lsr	x15, x14, #35
add	x15, x15, #0x8
eor	x14, x15, x14
mul	x15, x14, x10
add	x14, x11, #0x1
cmp	x14, x12
eor	x15, x15, x15, lsr #28
str	x15, [x8, x11, lsl #3]
b.cc	9decc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x373c>  // b.lo, b.ul, b.last
lsl	x11, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x50
dup	v0.2d, x11
b.cc	9df48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x37b8>  // b.lo, b.ul, b.last
add	x14, x13, x12, lsl #2
add	x14, x14, #0x200
cmp	x8, x14
b.cs	9ea94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4304>  // b.hs, b.nlast
add	x14, x13, x12, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	9ea94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4304>  // b.hs, b.nlast
mov	x14, xzr
add	x15, x13, x14, lsl #2
add	x16, x13, x14, lsl #3
sub	x14, x12, x14
add	x13, x15, #0x200
add	x15, x16, #0x100
ldur	w16, [x15, #-252]
subs	x14, x14, #0x1
mul	x16, x16, x11
lsr	x17, x16, #27
ubfx	x16, x16, #32, #1
and	x17, x17, #0x1fffffffc0
str	x17, [x15], #8
str	w16, [x13], #4
b.ne	9df60 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x37d0>  // b.any
ldr	x9, [sp, #48]
cmp	x9, #0x40, lsl #12
b.ls	9dfa8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3818>  // b.plast
lsl	x13, x12, #3
ldr	x14, [x8], #8
subs	x13, x13, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	9df94 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3804>  // b.any
mov	x8, #0x1fffffffc0          	// #137438953408
movi	v1.4s, #0x1
mov	w13, #0x289d                	// #10397
dup	v2.2d, x8
add	x8, x20, #0x20
mov	w15, #0xad5b                	// #44379
mov	w17, #0x95c7                	// #38343
mov	w4, #0xfb31                	// #64305
mov	w18, #0x137b                	// #4987
mov	w3, #0x4d91                	// #19857
mov	w24, #0x424b                	// #16971
ldr	x5, [x23, #16]
mov	w23, #0x4947                	// #18759
stp	x20, x8, [sp, #24]
add	x8, x20, #0x8
mov	x1, xzr
movk	w13, #0xa2b7, lsl #16
movk	w15, #0x8824, lsl #16
movk	w17, #0x7054, lsl #16
movk	w4, #0x5c6b, lsl #16
movk	w18, #0x47b6, lsl #16
movk	w3, #0x4497, lsl #16
movk	w24, #0x2df1, lsl #16
movk	w23, #0x9efc, lsl #16
str	x8, [sp, #16]
add	x22, sp, #0x2d0
add	x8, sp, #0x50
mov	w25, #0x1                   	// #1
str	x2, [sp, #40]
b	9e030 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x38a0>
cmp	x2, x1
mov	x8, x27
mov	x12, x26
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x12, x1
mov	w9, #0x20                  	// #32
subs	x6, x2, x1
mov	x27, x22
mov	x22, x8
cmp	x6, #0x20
csel	x26, x6, x9, cc	// cc = lo, ul, last
subs	x28, x2, x1
b.eq	9e3ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c1c>  // b.none
adds	x8, x26, x1
b.cs	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.hs, b.nlast
cmp	x8, x2
b.hi	9ee28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4698>  // b.pmore
lsr	x8, x26, #3
cbz	x8, 9e1f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3a60>
ldr	x9, [sp, #32]
add	x7, x27, #0x20
mov	x30, x8
add	x6, x9, x1, lsl #3
ldp	x19, x9, [x6, #16]
subs	x30, x30, #0x1
ldp	x24, x23, [x6]
eor	x9, x5, x9, ror #32
eor	x19, x5, x19, ror #32
eor	x23, x5, x23, ror #32
eor	x4, x5, x24, ror #32
ror	x20, x9, #15
ror	x17, x19, #15
ror	x2, x23, #15
eor	x20, x20, x9, ror #40
eor	x17, x17, x19, ror #40
eor	x2, x2, x23, ror #40
eor	x9, x20, x9
ldp	x20, x14, [x6, #-16]
mul	x24, x9, x10
ror	x9, x4, #15
eor	x17, x17, x19
eor	x2, x2, x23
ldp	x23, x16, [x6, #-32]
eor	x14, x5, x14, ror #32
eor	x19, x5, x20, ror #32
eor	x9, x9, x4, ror #40
mul	x17, x17, x10
add	x6, x6, #0x40
ror	x20, x14, #15
eor	x9, x9, x4
ror	x4, x19, #15
eor	x23, x5, x23, ror #32
eor	x16, x5, x16, ror #32
mul	x9, x9, x10
eor	x20, x20, x14, ror #40
eor	x4, x4, x19, ror #40
mul	x2, x2, x10
eor	x14, x20, x14
ror	x20, x23, #15
eor	x4, x4, x19
ror	x19, x16, #15
mul	x4, x4, x10
eor	x20, x20, x23, ror #40
eor	x19, x19, x16, ror #40
mul	x14, x14, x10
eor	x20, x20, x23
lsr	x23, x17, #35
mul	x20, x20, x10
eor	x16, x19, x16
lsr	x19, x9, #35
add	x23, x23, #0x8
mul	x16, x16, x10
eor	x17, x23, x17
lsr	x23, x4, #35
add	x19, x19, #0x8
eor	x9, x19, x9
add	x19, x23, #0x8
mul	x17, x17, x10
lsr	x23, x20, #35
eor	x4, x19, x4
mul	x9, x9, x10
lsr	x19, x16, #35
add	x23, x23, #0x8
eor	x20, x23, x20
lsr	x23, x14, #35
mul	x4, x4, x10
add	x19, x19, #0x8
eor	x16, x19, x16
lsr	x19, x2, #35
add	x23, x23, #0x8
mul	x20, x20, x10
eor	x14, x23, x14
lsr	x23, x24, #35
add	x19, x19, #0x8
eor	x9, x9, x9, lsr #28
mul	x16, x16, x10
eor	x2, x19, x2
add	x19, x23, #0x8
eor	x19, x19, x24
eor	x4, x4, x4, lsr #28
mul	x14, x14, x10
eor	x20, x20, x20, lsr #28
mul	x2, x2, x10
eor	x16, x16, x16, lsr #28
mul	x19, x19, x10
stp	x20, x16, [x7, #-32]
eor	x14, x14, x14, lsr #28
eor	x16, x2, x2, lsr #28
stp	x4, x14, [x7, #-16]
eor	x14, x17, x17, lsr #28
stp	x9, x16, [x7]
eor	x9, x19, x19, lsr #28
stp	x14, x9, [x7, #16]
add	x7, x7, #0x40
b.ne	9e080 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x38f0>  // b.any
and	x7, x26, #0x38
cmp	x7, x26
b.eq	9e2f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b68>  // b.none
orr	x6, x7, #0x1
cmp	x26, x6
and	x6, x26, #0x38
csinc	x19, x26, x7, hi	// hi = pmore
sub	x20, x19, x7
cmp	x20, #0x2
b.cc	9e2b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b20>  // b.lo, b.ul, b.last
lsl	x24, x8, #6
and	x8, x19, #0x1
ldr	x9, [sp, #16]
sub	x6, x20, x8
add	x20, x24, x1, lsl #3
add	x6, x7, x6
add	x7, x7, x8
add	x24, x27, x24
sub	x7, x7, x19
add	x19, x9, x20
add	x20, x24, #0x8
ldp	x24, x30, [x19, #-8]
adds	x7, x7, #0x2
add	x19, x19, #0x10
eor	x24, x5, x24, ror #32
eor	x30, x5, x30, ror #32
ror	x9, x24, #40
ror	x23, x30, #40
eor	x9, x9, x24, ror #15
eor	x23, x23, x30, ror #15
eor	x9, x9, x24
eor	x23, x23, x30
mul	x9, x9, x10
mul	x23, x23, x10
lsr	x24, x9, #35
lsr	x30, x23, #35
add	x24, x24, #0x8
eor	x9, x24, x9
add	x24, x30, #0x8
mul	x9, x9, x10
eor	x23, x24, x23
mul	x23, x23, x10
eor	x9, x9, x9, lsr #28
eor	x23, x23, x23, lsr #28
stp	x9, x23, [x20, #-8]
add	x20, x20, #0x10
b.ne	9e244 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ab4>  // b.any
cbz	x8, 9e2f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b68>
ldr	x8, [sp, #24]
add	x8, x8, x1, lsl #3
ldr	x14, [x8, x6, lsl #3]
mov	x9, x6
add	x6, x6, #0x1
cmp	x6, x26
eor	x14, x5, x14, ror #32
ror	x16, x14, #40
eor	x16, x16, x14, ror #15
eor	x14, x16, x14
mul	x14, x14, x10
lsr	x16, x14, #35
add	x16, x16, #0x8
eor	x14, x16, x14
mul	x14, x14, x10
eor	x14, x14, x14, lsr #28
str	x14, [x27, x9, lsl #3]
b.cc	9e2b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b28>  // b.lo, b.ul, b.last
mov	w23, #0x4947                	// #18759
mov	w17, #0x95c7                	// #38343
mov	w4, #0xfb31                	// #64305
mov	w24, #0x424b                	// #16971
cmp	x28, #0x4
add	x8, x27, #0x100
movk	w23, #0x9efc, lsl #16
movk	w17, #0x7054, lsl #16
movk	w4, #0x5c6b, lsl #16
movk	w24, #0x2df1, lsl #16
b.cc	9e348 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bb8>  // b.lo, b.ul, b.last
add	x9, x27, x26, lsl #2
add	x7, x27, #0x200
add	x9, x9, #0x200
cmp	x8, x9
b.cs	9e9f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4268>  // b.hs, b.nlast
add	x9, x27, x26, lsl #3
add	x9, x9, #0x100
cmp	x7, x9
b.cs	9e9f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4268>  // b.hs, b.nlast
ldr	x2, [sp, #40]
mov	x6, xzr
add	x9, x27, x6, lsl #2
add	x14, x27, x6, lsl #3
sub	x6, x26, x6
add	x7, x9, #0x200
add	x19, x14, #0x100
ldur	w9, [x19, #-252]
subs	x6, x6, #0x1
mul	x9, x9, x11
lsr	x14, x9, #27
ubfx	x9, x9, #32, #1
and	x14, x14, #0x1fffffffc0
str	x14, [x19], #8
str	w9, [x7], #4
b.ne	9e364 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bd4>  // b.any
ldr	x9, [sp, #48]
cmp	x9, #0x40, lsl #12
b.ls	9e3ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c1c>  // b.plast
lsl	x6, x26, #3
ldr	x9, [x8], #8
subs	x6, x6, #0x8
add	x9, x21, x9
prfm	pldl1keep, [x9]
b.ne	9e398 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c08>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x12, #0x20
add	x8, x8, x0
b.ne	9e5b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e20>  // b.any
mov	x12, xzr
add	x0, x22, #0x100
add	x7, x22, #0x204
ldur	w9, [x7, #-4]
ldur	w6, [x0, #-256]
ldr	x14, [x0]
mul	w16, w6, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x19, x14, x9
lsr	w9, w16, #27
ldr	w14, [x19]
lsr	w9, w14, w9
tbz	w9, #0, 9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>
mul	w9, w6, w3
ldr	w14, [x19, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>
mul	w9, w6, w15
ldr	w14, [x19, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>  // b.none
mul	w9, w6, w13
ldr	w14, [x19, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>  // b.none
mul	w9, w6, w17
ldr	w14, [x19, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>  // b.none
mul	w9, w6, w24
ldr	w14, [x19, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>  // b.none
mul	w9, w6, w23
ldr	w14, [x19, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e4b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d20>  // b.none
mul	w9, w6, w4
ldr	w14, [x19, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w6, ne	// ne = any
b	9e4b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3d24>
mov	w6, wzr
ldr	w9, [x7]
ldur	w19, [x0, #-248]
ldr	x14, [x0, #8]
mul	w16, w19, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x20, x14, x9
lsr	w9, w16, #27
ldr	w14, [x20]
lsr	w9, w14, w9
tbz	w9, #0, 9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>
mul	w9, w19, w3
ldr	w14, [x20, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>
mul	w9, w19, w15
ldr	w14, [x20, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>  // b.none
mul	w9, w19, w13
ldr	w14, [x20, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>  // b.none
mul	w9, w19, w17
ldr	w14, [x20, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>  // b.none
mul	w9, w19, w24
ldr	w14, [x20, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>  // b.none
mul	w9, w19, w23
ldr	w14, [x20, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e588 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3df8>  // b.none
mul	w9, w19, w4
ldr	w14, [x20, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w19, ne	// ne = any
b	9e58c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3dfc>
mov	w19, wzr
add	x9, x8, x12
add	x12, x12, #0x2
add	x7, x7, #0x8
cmp	x12, #0x20
add	x0, x0, #0x10
strb	w6, [x9]
strb	w19, [x9, #1]
b.ne	9e3dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c4c>  // b.any
b	9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>
ands	x28, x12, #0x3e
b.eq	9e7dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x404c>  // b.none
mov	w4, #0x424b                	// #16971
mov	x6, xzr
add	x30, x22, #0x100
movk	w4, #0x2df1, lsl #16
add	x7, x22, #0x204
add	x0, x6, #0x2
cmp	x0, #0x22
b.eq	9ff24 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5794>  // b.none
ldur	w9, [x7, #-4]
ldur	w19, [x30, #-256]
ldr	x14, [x30]
mul	w16, w19, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x20, x14, x9
lsr	w9, w16, #27
ldr	w14, [x20]
lsr	w9, w14, w9
tbz	w9, #0, 9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>
mul	w9, w19, w3
ldr	w14, [x20, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>
mul	w9, w19, w15
ldr	w14, [x20, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>  // b.none
mul	w9, w19, w13
ldr	w14, [x20, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>  // b.none
mul	w9, w19, w17
ldr	w14, [x20, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>  // b.none
mul	w9, w19, w4
ldr	w14, [x20, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>  // b.none
mul	w9, w19, w23
ldr	w14, [x20, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e6b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f24>  // b.none
mov	w9, #0xfb31                	// #64305
ldr	w14, [x20, #28]
movk	w9, #0x5c6b, lsl #16
mul	w9, w19, w9
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w24, ne	// ne = any
b	9e6b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3f28>
mov	w24, wzr
ldr	w9, [x7]
ldur	w19, [x30, #-248]
ldr	x14, [x30, #8]
mul	w16, w19, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x20, x14, x9
lsr	w9, w16, #27
ldr	w14, [x20]
lsr	w9, w14, w9
tbz	w9, #0, 9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>
mul	w9, w19, w3
ldr	w14, [x20, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>
mul	w9, w19, w15
ldr	w14, [x20, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>  // b.none
mul	w9, w19, w13
ldr	w14, [x20, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>  // b.none
mul	w9, w19, w17
ldr	w14, [x20, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>  // b.none
mul	w9, w19, w4
ldr	w14, [x20, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>  // b.none
mul	w9, w19, w23
ldr	w14, [x20, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e794 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4004>  // b.none
mov	w9, #0xfb31                	// #64305
ldr	w14, [x20, #28]
movk	w9, #0x5c6b, lsl #16
mul	w9, w19, w9
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w19, ne	// ne = any
b	9e798 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4008>
mov	w19, wzr
add	x9, x8, x6
add	x30, x30, #0x10
cmp	x28, x0
add	x7, x7, #0x8
mov	x6, x0
strb	w24, [x9]
strb	w19, [x9, #1]
b.ne	9e5cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e3c>  // b.any
mov	w24, #0x424b                	// #16971
mov	w4, #0xfb31                	// #64305
cmp	x28, x12
movk	w24, #0x2df1, lsl #16
movk	w4, #0x5c6b, lsl #16
b.eq	9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>  // b.none
add	x0, x8, x28
orr	x6, x12, #0x1
b	9e7e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4058>
cbz	x12, 9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>
mov	w6, #0x1                   	// #1
mov	x0, x8
add	x9, x22, x28, lsl #2
add	x14, x22, x28, lsl #3
ldr	w7, [x14]
ldr	w9, [x9, #512]
ldr	x14, [x14, #256]
mul	w16, w7, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x19, x14, x9
lsr	w9, w16, #27
ldr	w14, [x19]
lsr	w9, w14, w9
tbz	w9, #0, 9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>
mul	w9, w7, w3
ldr	w14, [x19, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>
mul	w9, w7, w15
ldr	w14, [x19, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>  // b.none
mul	w9, w7, w13
ldr	w14, [x19, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>  // b.none
mul	w9, w7, w17
ldr	w14, [x19, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>  // b.none
mul	w9, w7, w24
ldr	w14, [x19, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>  // b.none
mul	w9, w7, w23
ldr	w14, [x19, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e8c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4134>  // b.none
mul	w9, w7, w4
ldr	w14, [x19, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w7, ne	// ne = any
b	9e8c8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4138>
mov	w7, wzr
add	x8, x8, x12
strb	w7, [x0], #1
cmp	x0, x8
b.eq	9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>  // b.none
add	x9, x22, x6, lsl #3
add	x14, x22, x6, lsl #2
mvn	x8, x28
add	x8, x8, x12
sub	x12, x6, #0x20
add	x6, x9, #0x100
add	x7, x14, #0x200
cbz	x12, 9ff10 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5780>
ldur	w19, [x6, #-256]
ldr	w9, [x7], #4
ldr	x14, [x6]
mul	w16, w19, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x20, x14, x9
lsr	w9, w16, #27
ldr	w14, [x20]
lsr	w9, w14, w9
tbz	w9, #0, 9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>
mul	w9, w19, w3
ldr	w14, [x20, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>
mul	w9, w19, w15
ldr	w14, [x20, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>  // b.none
mul	w9, w19, w13
ldr	w14, [x20, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>  // b.none
mul	w9, w19, w17
ldr	w14, [x20, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>  // b.none
mul	w9, w19, w24
ldr	w14, [x20, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>  // b.none
mul	w9, w19, w23
ldr	w14, [x20, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	9e9e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4250>  // b.none
mul	w9, w19, w4
ldr	w14, [x20, #28]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w19, ne	// ne = any
add	x6, x6, #0x8
subs	x8, x8, #0x1
add	x12, x12, #0x1
strb	w19, [x0], #1
b.ne	9e8f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4164>  // b.any
b	9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>
add	x6, x6, #0x8
subs	x8, x8, #0x1
add	x12, x12, #0x1
strb	wzr, [x0], #1
b.ne	9e8f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4164>  // b.any
b	9e020 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3890>
and	x6, x26, #0x3c
add	x19, x27, #0x100
and	x20, x26, #0x3c
ldp	q3, q4, [x19, #-256]
fmov	x9, d0
mov	x16, v0.d[1]
subs	x20, x20, #0x4
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x14, d3
fmov	x2, d4
mov	x17, v4.d[1]
mov	x4, v3.d[1]
mul	x9, x14, x9
fmov	x14, d0
mul	x17, x17, x16
mul	x14, x2, x14
fmov	d4, x9
mul	x16, x4, x16
fmov	d3, x14
mov	v4.d[1], x16
mov	v3.d[1], x17
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v2.16b
and	v5.16b, v6.16b, v2.16b
and	v3.16b, v3.16b, v1.16b
stp	q5, q4, [x19], #32
str	q3, [x7], #16
b.ne	9ea04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4274>  // b.any
ldr	x2, [sp, #40]
mov	w17, #0x95c7                	// #38343
mov	w4, #0xfb31                	// #64305
cmp	x26, x6
movk	w17, #0x7054, lsl #16
movk	w4, #0x5c6b, lsl #16
b.ne	9e350 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bc0>  // b.any
b	9e388 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3bf8>
ldp	q1, q2, [sp, #80]
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x14, d1
fmov	x16, d2
mov	x15, v2.d[1]
mov	x17, v1.d[1]
movi	v2.4s, #0x1
mul	x14, x14, x11
mul	x16, x16, x11
mul	x15, x15, x11
fmov	d4, x14
mov	x14, #0x1fffffffc0          	// #137438953408
mul	x17, x17, x11
dup	v1.2d, x14
and	x14, x12, #0x3c
fmov	d3, x16
cmp	x14, #0x4
mov	v3.d[1], x15
mov	v4.d[1], x17
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #256]
str	q3, [x25, #512]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q3, q4, [sp, #112]
fmov	x16, d0
mov	x15, v0.d[1]
cmp	x14, #0x8
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #288]
str	q2, [x25, #528]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q1, q2, [sp, #144]
fmov	x16, d0
cmp	x14, #0xc
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #320]
str	q3, [x25, #544]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q3, q4, [sp, #176]
fmov	x16, d0
cmp	x14, #0x10
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #352]
str	q2, [x25, #560]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q1, q2, [x25, #128]
fmov	x16, d0
cmp	x14, #0x14
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #384]
str	q3, [x25, #576]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q3, q4, [x25, #160]
fmov	x16, d0
cmp	x14, #0x18
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x0, x1, x15
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #416]
str	q2, [x25, #592]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q1, q2, [x25, #192]
fmov	x16, d0
cmp	x14, #0x1c
ushr	v1.2d, v1.2d, #32
ushr	v2.2d, v2.2d, #32
fmov	x17, d1
fmov	x0, d2
mov	x18, v2.d[1]
mov	x1, v1.d[1]
movi	v2.4s, #0x1
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mov	x16, #0x1fffffffc0          	// #137438953408
mul	x0, x1, x15
dup	v1.2d, x16
fmov	d3, x17
mov	v4.d[1], x0
mov	v3.d[1], x18
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
ushr	v4.2d, v4.2d, #27
and	v5.16b, v5.16b, v1.16b
and	v4.16b, v4.16b, v1.16b
and	v3.16b, v3.16b, v2.16b
stp	q4, q5, [x25, #448]
str	q3, [x25, #608]
b.eq	9ee1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x468c>  // b.none
ldp	q3, q4, [x25, #224]
fmov	x16, d0
ushr	v3.2d, v3.2d, #32
ushr	v4.2d, v4.2d, #32
fmov	x17, d3
fmov	x0, d4
mov	x18, v4.d[1]
mov	x1, v3.d[1]
mul	x16, x17, x16
fmov	x17, d0
mul	x18, x18, x15
mul	x17, x0, x17
fmov	d4, x16
mul	x15, x1, x15
fmov	d3, x17
mov	v4.d[1], x15
mov	v3.d[1], x18
ushr	v6.2d, v4.2d, #27
ushr	v5.2d, v3.2d, #27
uzp2	v3.4s, v4.4s, v3.4s
and	v4.16b, v5.16b, v1.16b
and	v1.16b, v6.16b, v1.16b
and	v2.16b, v3.16b, v2.16b
stp	q1, q4, [x25, #480]
str	q2, [x25, #624]
cmp	x12, x14
b.eq	9df84 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x37f4>  // b.none
b	9df4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x37bc>
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x690
mov	x0, x1
mov	x1, x8
bl	aa90 <core::slice::index::slice_index_fail>
mov	x9, #0xffffffffffffffff    	// #-1
cmp	x22, x8
str	x9, [sp, #40]
tbnz	w0, #0, 9b6b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf28>
str	x22, [sp, #72]
b.ne	9fed8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5748>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x50
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x24, sp, #0x50
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9d00 <memset@plt>
movi	v0.2d, #0x0
ldr	x9, [x23, #8]
mov	w8, #0x20                  	// #32
cmp	x9, #0x20
stp	q0, q0, [x25, #896]
stp	q0, q0, [x25, #928]
stp	q0, q0, [x25, #960]
stp	q0, q0, [x25, #992]
str	q0, [x25, #1024]
str	q0, [x25, #1040]
str	q0, [x25, #1056]
str	q0, [x25, #1072]
str	q0, [x25, #1088]
str	q0, [x25, #1104]
str	q0, [x25, #1120]
str	q0, [x25, #1136]
str	q0, [x25, #1152]
str	q0, [x25, #1168]
str	q0, [x25, #1184]
str	q0, [x25, #1200]
str	q0, [x25, #1216]
str	q0, [x25, #1232]
str	q0, [x25, #1248]
str	q0, [x25, #1264]
mov	x25, x9
csel	x9, x9, x8, cc	// cc = lo, ul, last
cbz	x25, 9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>
mov	x11, #0xdf25                	// #57125
lsr	x8, x9, #3
ldr	x2, [x23]
movk	x11, #0x1e98, lsl #16
and	x12, x9, #0x38
movk	x11, #0x1c65, lsl #32
movk	x11, #0x9fb2, lsl #48
cbz	x8, 9f0a0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4910>
ldr	x13, [x23, #16]
add	x10, sp, #0x50
add	x14, x2, #0x20
add	x15, x10, #0x20
mov	x16, x8
ldp	x17, x10, [x14, #16]
subs	x16, x16, #0x1
ldp	x1, x0, [x14]
ldp	x6, x4, [x14, #-16]
eor	x10, x13, x10, ror #32
eor	x18, x13, x17, ror #32
eor	x0, x13, x0, ror #32
eor	x1, x13, x1, ror #32
ror	x17, x10, #15
ror	x3, x18, #15
eor	x4, x13, x4, ror #32
ror	x5, x0, #15
eor	x17, x17, x10, ror #40
eor	x3, x3, x18, ror #40
eor	x5, x5, x0, ror #40
eor	x10, x17, x10
eor	x18, x3, x18
eor	x3, x13, x6, ror #32
mul	x17, x10, x11
ror	x10, x1, #15
ror	x6, x4, #15
eor	x0, x5, x0
ldp	x5, x7, [x14, #-32]
eor	x10, x10, x1, ror #40
eor	x6, x6, x4, ror #40
mul	x18, x18, x11
add	x14, x14, #0x40
eor	x10, x10, x1
ror	x1, x3, #15
eor	x5, x13, x5, ror #32
eor	x4, x6, x4
eor	x6, x13, x7, ror #32
mul	x10, x10, x11
eor	x1, x1, x3, ror #40
ror	x7, x5, #15
mul	x4, x4, x11
eor	x1, x1, x3
ror	x3, x6, #15
eor	x7, x7, x5, ror #40
mul	x1, x1, x11
eor	x3, x3, x6, ror #40
eor	x5, x7, x5
lsr	x7, x18, #35
mul	x5, x5, x11
eor	x3, x3, x6
lsr	x6, x10, #35
add	x7, x7, #0x8
mul	x3, x3, x11
eor	x18, x7, x18
lsr	x7, x1, #35
add	x6, x6, #0x8
mul	x0, x0, x11
eor	x10, x6, x10
add	x6, x7, #0x8
lsr	x7, x5, #35
eor	x1, x6, x1
mul	x10, x10, x11
lsr	x6, x3, #35
add	x7, x7, #0x8
eor	x5, x7, x5
lsr	x7, x4, #35
mul	x18, x18, x11
add	x6, x6, #0x8
eor	x3, x6, x3
lsr	x6, x0, #35
add	x7, x7, #0x8
eor	x4, x7, x4
lsr	x7, x17, #35
mul	x1, x1, x11
add	x6, x6, #0x8
eor	x10, x10, x10, lsr #28
eor	x0, x6, x0
add	x6, x7, #0x8
mul	x5, x5, x11
eor	x17, x6, x17
eor	x18, x18, x18, lsr #28
mul	x0, x0, x11
eor	x1, x1, x1, lsr #28
mul	x3, x3, x11
eor	x5, x5, x5, lsr #28
mul	x4, x4, x11
eor	x0, x0, x0, lsr #28
mul	x17, x17, x11
eor	x3, x3, x3, lsr #28
stp	x10, x0, [x15]
eor	x4, x4, x4, lsr #28
stp	x5, x3, [x15, #-32]
eor	x10, x17, x17, lsr #28
stp	x1, x4, [x15, #-16]
stp	x18, x10, [x15, #16]
add	x15, x15, #0x40
b.ne	9ef30 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x47a0>  // b.any
cmp	x12, x9
add	x14, x24, #0x100
b.eq	9f1a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a14>  // b.none
orr	x10, x12, #0x1
ldr	x13, [x23, #16]
cmp	x9, x10
and	x10, x9, #0x38
csinc	x16, x9, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	9f160 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x49d0>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x10, x17, x15
add	x8, x12, x15
add	x17, sp, #0x50
add	x10, x12, x10
sub	x8, x8, x16
add	x12, x2, x18
add	x16, x17, x18
ldp	x17, x18, [x12, #-8]
adds	x8, x8, #0x2
add	x12, x12, #0x10
eor	x17, x13, x17, ror #32
eor	x18, x13, x18, ror #32
ror	x0, x17, #40
ror	x1, x18, #40
eor	x0, x0, x17, ror #15
eor	x1, x1, x18, ror #15
eor	x17, x0, x17
eor	x18, x1, x18
mul	x17, x17, x11
mul	x18, x18, x11
lsr	x0, x17, #35
lsr	x1, x18, #35
add	x0, x0, #0x8
eor	x17, x0, x17
add	x0, x1, #0x8
mul	x17, x17, x11
eor	x18, x0, x18
mul	x18, x18, x11
eor	x17, x17, x17, lsr #28
eor	x18, x18, x18, lsr #28
stp	x17, x18, [x16, #-8]
add	x16, x16, #0x10
b.ne	9f0f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4964>  // b.any
cbz	x15, 9f1a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a14>
add	x8, sp, #0x50
mov	x12, x10
ldr	x10, [x2, x10, lsl #3]
eor	x10, x13, x10, ror #32
ror	x15, x10, #40
eor	x15, x15, x10, ror #15
eor	x10, x15, x10
mul	x10, x10, x11
lsr	x15, x10, #35
add	x15, x15, #0x8
eor	x10, x15, x10
mul	x15, x10, x11
add	x10, x12, #0x1
cmp	x10, x9
eor	x15, x15, x15, lsr #28
str	x15, [x8, x12, lsl #3]
b.cc	9f164 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x49d4>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
mov	w13, #0x79b1                	// #31153
mov	x10, xzr
movk	w13, #0x9e37, lsl #16
add	x8, sp, #0x50
add	x15, x8, x10, lsl #3
ldr	x16, [x15]
lsr	x17, x16, #32
mul	w16, w16, w13
mul	x17, x17, x12
lsr	w16, w16, #22
lsr	x18, x17, #27
and	x18, x18, #0x1fffffffc0
str	x18, [x15, #256]
ubfx	x15, x17, #32, #1
add	x17, x8, x10, lsl #2
ldrh	w16, [x26, w16, uxtw #1]
add	x10, x10, #0x1
cmp	x9, x10
bfi	w15, w16, #1, #9
str	w15, [x17, #512]
b.ne	9f1b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a28>  // b.any
ldr	x8, [sp, #40]
cmp	x8, #0x40, lsl #12
b.ls	9f220 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a90>  // b.plast
lsl	x8, x9, #3
ldr	x10, [x14], #8
subs	x8, x8, #0x8
add	x10, x21, x10
prfm	pldl1keep, [x10]
b.ne	9f20c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4a7c>  // b.any
add	x8, x2, #0x20
mov	w16, #0xad5b                	// #44379
mov	w18, #0xfb31                	// #64305
stp	x2, x8, [sp, #16]
add	x8, x2, #0x8
mov	w3, #0x137b                	// #4987
mov	w4, #0x4d91                	// #19857
ldr	x6, [x23, #16]
str	x8, [sp, #8]
add	x8, sp, #0x2d0
mov	x1, xzr
movk	w16, #0x8824, lsl #16
movk	w18, #0x5c6b, lsl #16
movk	w3, #0x47b6, lsl #16
movk	w4, #0x4497, lsl #16
str	x8, [sp, #48]
add	x8, sp, #0x50
mov	w27, #0x1                   	// #1
str	x25, [sp, #32]
b	9f27c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4aec>
cmp	x25, x1
mov	x8, x28
b.eq	9fe90 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5700>  // b.none
mov	x0, x1
add	x1, x9, x1
mov	x30, x9
subs	x9, x25, x1
mov	w10, #0x20                  	// #32
ldr	x28, [sp, #48]
cmp	x9, #0x20
str	x8, [sp, #48]
csel	x9, x9, x10, cc	// cc = lo, ul, last
cmp	x25, x1
b.eq	9f5b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4e28>  // b.none
adds	x8, x9, x1
b.cs	9fec0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5730>  // b.hs, b.nlast
cmp	x8, x25
b.hi	9fec0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5730>  // b.pmore
lsr	x8, x9, #3
cbz	x8, 9f440 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4cb0>
ldr	x10, [sp, #24]
add	x7, x28, #0x20
mov	x22, x8
add	x15, x10, x1, lsl #3
ldp	x5, x10, [x15, #16]
subs	x22, x22, #0x1
ldp	x24, x20, [x15]
eor	x10, x6, x10, ror #32
eor	x5, x6, x5, ror #32
eor	x20, x6, x20, ror #32
eor	x14, x6, x24, ror #32
ror	x19, x10, #15
ror	x25, x5, #15
ror	x2, x20, #15
eor	x19, x19, x10, ror #40
eor	x25, x25, x5, ror #40
eor	x2, x2, x20, ror #40
eor	x10, x19, x10
ldp	x19, x17, [x15, #-16]
mul	x24, x10, x11
ror	x10, x14, #15
eor	x2, x2, x20
ldp	x20, x23, [x15, #-32]
eor	x5, x25, x5
eor	x17, x6, x17, ror #32
eor	x19, x6, x19, ror #32
eor	x10, x10, x14, ror #40
mul	x5, x5, x11
add	x15, x15, #0x40
ror	x25, x17, #15
eor	x10, x10, x14
ror	x14, x19, #15
eor	x20, x6, x20, ror #32
eor	x23, x6, x23, ror #32
mul	x10, x10, x11
eor	x25, x25, x17, ror #40
eor	x14, x14, x19, ror #40
mul	x2, x2, x11
eor	x17, x25, x17
ror	x25, x20, #15
eor	x14, x14, x19
ror	x19, x23, #15
mul	x14, x14, x11
eor	x25, x25, x20, ror #40
eor	x19, x19, x23, ror #40
mul	x17, x17, x11
eor	x20, x25, x20
lsr	x25, x5, #35
eor	x19, x19, x23
mul	x20, x20, x11
lsr	x23, x10, #35
add	x25, x25, #0x8
mul	x19, x19, x11
eor	x5, x25, x5
lsr	x25, x14, #35
add	x23, x23, #0x8
eor	x10, x23, x10
add	x23, x25, #0x8
mul	x5, x5, x11
lsr	x25, x20, #35
eor	x14, x23, x14
mul	x14, x14, x11
lsr	x23, x19, #35
add	x25, x25, #0x8
eor	x20, x25, x20
lsr	x25, x17, #35
mul	x10, x10, x11
add	x23, x23, #0x8
eor	x19, x23, x19
mul	x20, x20, x11
lsr	x23, x2, #35
add	x25, x25, #0x8
eor	x14, x14, x14, lsr #28
mul	x19, x19, x11
eor	x17, x25, x17
lsr	x25, x24, #35
add	x23, x23, #0x8
eor	x10, x10, x10, lsr #28
mul	x17, x17, x11
eor	x2, x23, x2
add	x23, x25, #0x8
eor	x20, x20, x20, lsr #28
eor	x23, x23, x24
mul	x2, x2, x11
eor	x19, x19, x19, lsr #28
stp	x20, x19, [x7, #-32]
mul	x20, x23, x11
eor	x17, x17, x17, lsr #28
stp	x14, x17, [x7, #-16]
eor	x14, x2, x2, lsr #28
eor	x17, x5, x5, lsr #28
stp	x10, x14, [x7]
eor	x10, x20, x20, lsr #28
stp	x17, x10, [x7, #16]
add	x7, x7, #0x40
b.ne	9f2d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4b40>  // b.any
and	x15, x9, #0x38
cmp	x15, x9
b.eq	9f548 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>  // b.none
orr	x10, x15, #0x1
cmp	x9, x10
and	x10, x9, #0x38
csinc	x5, x9, x15, hi	// hi = pmore
sub	x7, x5, x15
cmp	x7, #0x2
b.cc	9f500 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4d70>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x8, x5, #0x1
ldr	x14, [sp, #8]
sub	x10, x7, x8
add	x7, x19, x1, lsl #3
add	x10, x15, x10
add	x15, x15, x8
add	x19, x28, x19
sub	x15, x15, x5
add	x5, x14, x7
add	x7, x19, #0x8
ldp	x19, x20, [x5, #-8]
adds	x15, x15, #0x2
add	x5, x5, #0x10
eor	x19, x6, x19, ror #32
eor	x20, x6, x20, ror #32
ror	x22, x19, #40
ror	x24, x20, #40
eor	x22, x22, x19, ror #15
eor	x24, x24, x20, ror #15
eor	x19, x22, x19
eor	x20, x24, x20
mul	x19, x19, x11
mul	x20, x20, x11
lsr	x22, x19, #35
lsr	x24, x20, #35
add	x22, x22, #0x8
eor	x19, x22, x19
add	x22, x24, #0x8
mul	x19, x19, x11
eor	x20, x22, x20
mul	x20, x20, x11
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x7, #-8]
add	x7, x7, #0x10
b.ne	9f494 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4d04>  // b.any
cbz	x8, 9f548 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4db8>
ldr	x8, [sp, #16]
add	x8, x8, x1, lsl #3
mov	x14, x10
ldr	x10, [x8, x10, lsl #3]
eor	x10, x6, x10, ror #32
ror	x15, x10, #40
eor	x15, x15, x10, ror #15
eor	x10, x15, x10
mul	x10, x10, x11
lsr	x15, x10, #35
add	x15, x15, #0x8
eor	x10, x15, x10
mul	x15, x10, x11
add	x10, x14, #0x1
cmp	x10, x9
eor	x15, x15, x15, lsr #28
str	x15, [x28, x14, lsl #3]
b.cc	9f508 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4d78>  // b.lo, b.ul, b.last
ldr	x25, [sp, #32]
add	x8, x28, #0x100
add	x10, x28, #0x200
mov	x15, x9
add	x5, x28, #0x100
ldur	x14, [x5, #-256]
subs	x15, x15, #0x1
lsr	x17, x14, #32
mul	w14, w14, w13
mul	x17, x17, x12
lsr	w14, w14, #22
lsr	x2, x17, #27
ubfx	x17, x17, #32, #1
and	x2, x2, #0x1fffffffc0
str	x2, [x5], #8
ldrh	w14, [x26, w14, uxtw #1]
bfi	w17, w14, #1, #9
str	w17, [x10], #4
b.ne	9f55c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4dcc>  // b.any
ldr	x10, [sp, #40]
cmp	x10, #0x40, lsl #12
b.ls	9f5b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4e28>  // b.plast
lsl	x10, x9, #3
ldr	x14, [x8], #8
subs	x10, x10, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	9f5a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4e14>  // b.any
cmp	x1, x0
b.cc	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.lo, b.ul, b.last
ldr	x8, [sp, #64]
cmp	x1, x8
b.hi	9feb0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5720>  // b.pmore
ldr	x8, [sp, #56]
cmp	x30, #0x20
add	x8, x8, x0
b.ne	9f8a0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5110>  // b.any
ldr	x10, [sp, #48]
mov	x15, xzr
add	x0, x10, #0x100
add	x7, x10, #0x204
ldur	w22, [x0, #-256]
ldur	w10, [x7, #-4]
ldr	x2, [x0]
mul	w14, w22, w3
ubfx	w20, w10, #1, #8
ubfiz	x5, x10, #5, #1
mul	w17, w22, w18
add	x2, x21, x2
sbfx	w19, w10, #1, #8
sbfx	w23, w20, #0, #1
add	x5, x2, x5
lsr	w14, w14, #27
ldr	w2, [x5]
cmn	w19, #0x1
lsr	w17, w17, #27
lsl	w14, w27, w14
lsl	w17, w27, w17
and	w14, w23, w14
csel	w19, wzr, w17, gt
bics	wzr, w14, w2
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mul	w14, w22, w4
lsl	w17, w20, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #4]
bics	wzr, w14, w17
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mul	w14, w22, w16
lsl	w17, w10, #28
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #8]
bics	wzr, w14, w17
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w10, #27
movk	w14, #0xa2b7, lsl #16
mul	w14, w22, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #12]
bics	wzr, w14, w17
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w10, #26
movk	w14, #0x7054, lsl #16
mul	w14, w22, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #16]
bics	wzr, w14, w17
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w10, #25
movk	w14, #0x2df1, lsl #16
mul	w14, w22, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #20]
bics	wzr, w14, w17
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
mov	w14, #0x4947                	// #18759
lsl	w10, w10, #24
movk	w14, #0x9efc, lsl #16
mul	w14, w22, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w10, w14, w10, asr #31
ldr	w14, [x5, #24]
bics	wzr, w10, w14
b.ne	9f730 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa0>  // b.any
ldr	w10, [x5, #28]
bics	wzr, w19, w10
cset	w22, eq	// eq = none
b	9f734 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4fa4>
mov	w22, wzr
ldur	w10, [x0, #-248]
ldr	w17, [x7]
ldr	x19, [x0, #8]
mul	w14, w10, w3
ubfx	w5, w17, #1, #8
ubfiz	x17, x17, #5, #1
mul	w2, w10, w18
add	x19, x21, x19
sbfx	w20, w5, #0, #1
sxtb	w23, w5
add	x24, x19, x17
lsr	w14, w14, #27
lsr	w2, w2, #27
cmn	w23, #0x1
lsl	w14, w27, w14
lsl	w17, w27, w2
ldr	w2, [x24]
and	w14, w20, w14
csel	w19, wzr, w17, gt
bics	wzr, w14, w2
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mul	w14, w10, w4
lsl	w17, w5, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x24, #4]
bics	wzr, w14, w17
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mul	w14, w10, w16
lsl	w17, w5, #29
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x24, #8]
bics	wzr, w14, w17
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w5, #28
movk	w14, #0xa2b7, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x24, #12]
bics	wzr, w14, w17
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w5, #27
movk	w14, #0x7054, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x24, #16]
bics	wzr, w14, w17
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w5, #26
movk	w14, #0x2df1, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x24, #20]
bics	wzr, w14, w17
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
mov	w14, #0x4947                	// #18759
movk	w14, #0x9efc, lsl #16
mul	w10, w10, w14
lsl	w14, w5, #25
lsr	w10, w10, #27
lsl	w10, w27, w10
and	w10, w10, w14, asr #31
ldr	w14, [x24, #24]
bics	wzr, w10, w14
b.ne	9f878 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50e8>  // b.any
ldr	w10, [x24, #28]
bics	wzr, w19, w10
cset	w10, eq	// eq = none
b	9f87c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x50ec>
mov	w10, wzr
add	x14, x8, x15
add	x15, x15, #0x2
add	x7, x7, #0x8
cmp	x15, #0x20
add	x0, x0, #0x10
strb	w22, [x14]
strb	w10, [x14, #1]
b.ne	9f5ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4e5c>  // b.any
b	9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>
ands	x22, x30, #0x3e
b.eq	9fb8c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53fc>  // b.none
ldr	x10, [sp, #48]
mov	x24, xzr
add	x7, x10, #0x100
add	x15, x10, #0x204
add	x0, x24, #0x2
cmp	x0, #0x22
b.eq	9ff38 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x57a8>  // b.none
ldur	w10, [x7, #-256]
ldur	w25, [x15, #-4]
ldr	x2, [x7]
mul	w14, w10, w3
ubfx	w20, w25, #1, #8
ubfiz	x5, x25, #5, #1
mul	w17, w10, w18
add	x2, x21, x2
sbfx	w19, w25, #1, #8
sbfx	w23, w20, #0, #1
add	x5, x2, x5
lsr	w14, w14, #27
ldr	w2, [x5]
cmn	w19, #0x1
lsr	w17, w17, #27
lsl	w14, w27, w14
lsl	w17, w27, w17
and	w14, w23, w14
csel	w19, wzr, w17, gt
bics	wzr, w14, w2
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mul	w14, w10, w4
lsl	w17, w20, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #4]
bics	wzr, w14, w17
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mul	w14, w10, w16
lsl	w17, w25, #28
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #8]
bics	wzr, w14, w17
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w25, #27
movk	w14, #0xa2b7, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #12]
bics	wzr, w14, w17
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w25, #26
movk	w14, #0x7054, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #16]
bics	wzr, w14, w17
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w25, #25
movk	w14, #0x2df1, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #20]
bics	wzr, w14, w17
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
mov	w14, #0x4947                	// #18759
movk	w14, #0x9efc, lsl #16
mul	w10, w10, w14
lsl	w14, w25, #24
lsr	w10, w10, #27
lsl	w10, w27, w10
and	w10, w10, w14, asr #31
ldr	w14, [x5, #24]
bics	wzr, w10, w14
b.ne	9fa08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5278>  // b.any
ldr	w10, [x5, #28]
bics	wzr, w19, w10
cset	w25, eq	// eq = none
b	9fa0c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x527c>
mov	w25, wzr
ldur	w10, [x7, #-248]
ldr	w17, [x15]
ldr	x19, [x7, #8]
mul	w14, w10, w3
ubfx	w5, w17, #1, #8
ubfiz	x17, x17, #5, #1
mul	w2, w10, w18
add	x19, x21, x19
sbfx	w20, w5, #0, #1
sxtb	w23, w5
add	x19, x19, x17
lsr	w14, w14, #27
lsr	w2, w2, #27
cmn	w23, #0x1
lsl	w14, w27, w14
lsl	w17, w27, w2
ldr	w2, [x19]
and	w14, w20, w14
csel	w20, wzr, w17, gt
bics	wzr, w14, w2
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mul	w14, w10, w4
lsl	w17, w5, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x19, #4]
bics	wzr, w14, w17
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mul	w14, w10, w16
lsl	w17, w5, #29
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x19, #8]
bics	wzr, w14, w17
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w5, #28
movk	w14, #0xa2b7, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x19, #12]
bics	wzr, w14, w17
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w5, #27
movk	w14, #0x7054, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x19, #16]
bics	wzr, w14, w17
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w5, #26
movk	w14, #0x2df1, lsl #16
mul	w14, w10, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x19, #20]
bics	wzr, w14, w17
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
mov	w14, #0x4947                	// #18759
movk	w14, #0x9efc, lsl #16
mul	w10, w10, w14
lsl	w14, w5, #25
lsr	w10, w10, #27
lsl	w10, w27, w10
and	w10, w10, w14, asr #31
ldr	w14, [x19, #24]
bics	wzr, w10, w14
b.ne	9fb50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c0>  // b.any
ldr	w10, [x19, #28]
bics	wzr, w20, w10
cset	w10, eq	// eq = none
b	9fb54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x53c4>
mov	w10, wzr
add	x14, x8, x24
add	x7, x7, #0x10
cmp	x22, x0
add	x15, x15, #0x8
mov	x24, x0
strb	w25, [x14]
strb	w10, [x14, #1]
b.ne	9f8b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5128>  // b.any
ldr	x25, [sp, #32]
cmp	x22, x30
b.eq	9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>  // b.none
add	x0, x8, x22
orr	x15, x30, #0x1
b	9fb98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5408>
cbz	x30, 9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>
mov	w15, #0x1                   	// #1
mov	x0, x8
ldr	x10, [sp, #48]
add	x14, x10, x22, lsl #3
add	x10, x10, x22, lsl #2
ldr	w7, [x14]
ldr	w10, [x10, #512]
ldr	x14, [x14, #256]
mul	w17, w7, w3
ubfx	w20, w10, #1, #8
ubfiz	x5, x10, #5, #1
mul	w2, w7, w18
add	x14, x21, x14
sbfx	w19, w10, #1, #8
sbfx	w23, w20, #0, #1
add	x5, x14, x5
lsr	w17, w17, #27
cmn	w19, #0x1
lsr	w2, w2, #27
lsl	w17, w27, w17
lsl	w14, w27, w2
ldr	w2, [x5]
and	w17, w23, w17
csel	w19, wzr, w14, gt
bics	wzr, w17, w2
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mul	w14, w7, w4
lsl	w17, w20, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #4]
bics	wzr, w14, w17
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mul	w14, w7, w16
lsl	w17, w10, #28
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #8]
bics	wzr, w14, w17
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w10, #27
movk	w14, #0xa2b7, lsl #16
mul	w14, w7, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #12]
bics	wzr, w14, w17
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w10, #26
movk	w14, #0x7054, lsl #16
mul	w14, w7, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #16]
bics	wzr, w14, w17
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w10, #25
movk	w14, #0x2df1, lsl #16
mul	w14, w7, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #20]
bics	wzr, w14, w17
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
mov	w14, #0x4947                	// #18759
lsl	w10, w10, #24
movk	w14, #0x9efc, lsl #16
mul	w14, w7, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w10, w14, w10, asr #31
ldr	w14, [x5, #24]
bics	wzr, w10, w14
b.ne	9fce8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5558>  // b.any
ldr	w10, [x5, #28]
bics	wzr, w19, w10
cset	w10, eq	// eq = none
b	9fcec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x555c>
mov	w10, wzr
add	x8, x8, x30
strb	w10, [x0], #1
cmp	x0, x8
b.eq	9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>  // b.none
ldr	x14, [sp, #48]
mvn	x8, x22
add	x8, x8, x30
add	x10, x14, x15, lsl #3
add	x14, x14, x15, lsl #2
sub	x15, x15, #0x20
add	x7, x10, #0x100
add	x22, x14, #0x200
cbz	x15, 9ff10 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x5780>
ldur	w24, [x7, #-256]
ldr	w10, [x22], #4
ldr	x2, [x7]
mul	w14, w24, w3
ubfx	w20, w10, #1, #8
ubfiz	x5, x10, #5, #1
mul	w17, w24, w18
add	x2, x21, x2
sbfx	w19, w10, #1, #8
sbfx	w23, w20, #0, #1
add	x5, x2, x5
lsr	w14, w14, #27
ldr	w2, [x5]
cmn	w19, #0x1
lsr	w17, w17, #27
lsl	w14, w27, w14
lsl	w17, w27, w17
and	w14, w23, w14
csel	w19, wzr, w17, gt
bics	wzr, w14, w2
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mul	w14, w24, w4
lsl	w17, w20, #30
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #4]
bics	wzr, w14, w17
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mul	w14, w24, w16
lsl	w17, w10, #28
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #8]
bics	wzr, w14, w17
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mov	w14, #0x289d                	// #10397
lsl	w17, w10, #27
movk	w14, #0xa2b7, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #12]
bics	wzr, w14, w17
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mov	w14, #0x95c7                	// #38343
lsl	w17, w10, #26
movk	w14, #0x7054, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #16]
bics	wzr, w14, w17
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mov	w14, #0x424b                	// #16971
lsl	w17, w10, #25
movk	w14, #0x2df1, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w14, w14, w17, asr #31
ldr	w17, [x5, #20]
bics	wzr, w14, w17
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
mov	w14, #0x4947                	// #18759
lsl	w10, w10, #24
movk	w14, #0x9efc, lsl #16
mul	w14, w24, w14
lsr	w14, w14, #27
lsl	w14, w27, w14
and	w10, w14, w10, asr #31
ldr	w14, [x5, #24]
bics	wzr, w10, w14
b.ne	9fe78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x56e8>  // b.any
ldr	w10, [x5, #28]
bics	wzr, w19, w10
cset	w10, eq	// eq = none
add	x7, x7, #0x8
subs	x8, x8, #0x1
add	x15, x15, #0x1
strb	w10, [x0], #1
b.ne	9fd1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x558c>  // b.any
b	9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>
add	x7, x7, #0x8
subs	x8, x8, #0x1
add	x15, x15, #0x1
strb	wzr, [x0], #1
b.ne	9fd1c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x558c>  // b.any
b	9f270 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4ae0>
add	sp, sp, #0x560
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
ldr	x2, [sp, #64]
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0xf70
bl	aa90 <core::slice::index::slice_index_fail>
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x690
mov	x0, x1
mov	x1, x8
mov	x2, x25
bl	aa90 <core::slice::index::slice_index_fail>
mov	x8, x1
adrp	x3, 12f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x1d7>
add	x3, x3, #0x700
adrp	x5, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x5, x5, #0x648
add	x1, sp, #0x48
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a7b0 <core::panicking::assert_failed::<usize, usize>>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa48
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa30
mov	w0, #0x20                  	// #32
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa48
mov	x0, x6
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x2, x2, #0xa48
mov	x0, x24
mov	w1, #0x20                  	// #32
bl	a8f4 <core::panicking::panic_bounds_check>
lsl	x1, x8, #3
adrp	x3, 16c000 <linebloom::probe::aarch64::neon::entry::OPS+0x18>
add	x3, x3, #0x630
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa90 <core::slice::index::slice_index_fail>
