000000000008b754 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
stp	x29, x30, [sp, #-96]!
stp	x28, x27, [sp, #16]
stp	x26, x25, [sp, #32]
stp	x24, x23, [sp, #48]
stp	x22, x21, [sp, #64]
stp	x20, x19, [sp, #80]
mov	x29, sp
sub	sp, sp, #0x550
str	xzr, [sp]
mov	x20, x6
mov	x23, x4
ldrb	w8, [x1, #24]
mov	x22, x3
mov	x21, x2
add	x25, sp, #0x40
stp	x6, x5, [sp, #40]
cmp	w8, #0x1
b.ne	8c0b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x964>  // b.any
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 8d204 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ab0>
lsl	x19, x8, #6
cmp	x22, x8
tbz	w0, #0, 8d210 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1abc>
str	x22, [sp, #56]
b.ne	8ee18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c4>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9c90 <memset@plt>
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
cbz	x2, 8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 8ba00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ac>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
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
ldp	x6, x24, [x14, #-32]
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
eor	x7, x13, x24, ror #32
ror	x24, x6, #40
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #40
eor	x24, x24, x6, ror #15
mul	x0, x0, x10
eor	x5, x5, x7, ror #15
eor	x6, x24, x6
lsr	x24, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x24, x24, #0x8
mul	x5, x5, x10
eor	x18, x24, x18
lsr	x24, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x24, #0x8
mul	x18, x18, x10
lsr	x24, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x24, x24, #0x8
eor	x6, x24, x6
lsr	x24, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x24, x24, #0x8
eor	x4, x24, x4
lsr	x24, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x24, #0x8
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
b.ne	8b890 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x13c>  // b.any
cmp	x12, x11
b.eq	8bb00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ac>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8babc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x368>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x14, x17, x15
add	x8, x12, x15
add	x17, sp, #0x40
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
b.ne	8ba50 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2fc>  // b.any
cbz	x15, 8bb00 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ac>
add	x8, sp, #0x40
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
b.cc	8bac0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x40
dup	v0.2d, x12
b.cc	8bb3c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3e8>  // b.lo, b.ul, b.last
add	x14, x13, x11, lsl #2
add	x14, x14, #0x200
cmp	x8, x14
b.cs	8ce70 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x171c>  // b.hs, b.nlast
add	x14, x13, x11, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	8ce70 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x171c>  // b.hs, b.nlast
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
b.ne	8bb54 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x400>  // b.any
cmp	x19, #0x40, lsl #12
b.ls	8bb98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x444>  // b.plast
lsl	x13, x11, #3
ldr	x14, [x8], #8
subs	x13, x13, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	8bb84 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x430>  // b.any
movi	v1.4s, #0x1
mov	x8, #0x1fffffffc0          	// #137438953408
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x17, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
dup	v2.2d, x8
ldr	x13, [x23, #16]
ldr	q3, [x16, #208]
ldr	q4, [x17, #224]
mov	x1, xzr
add	x16, sp, #0x2c0
add	x8, sp, #0x40
mov	w17, #0x20                  	// #32
b	8bbdc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x488>
cmp	x2, x1
mov	x8, x3
mov	x11, x18
b.eq	8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x3, x16
subs	x18, x2, x1
mov	x16, x8
cmp	x18, #0x20
csel	x18, x18, x17, cc	// cc = lo, ul, last
subs	x4, x2, x1
b.eq	8bf28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7d4>  // b.none
adds	x8, x18, x1
b.cs	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.hs, b.nlast
cmp	x8, x2
b.hi	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.pmore
lsr	x8, x18, #3
cbz	x8, 8bd98 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x644>
add	x14, x9, #0x20
add	x6, x3, #0x20
mov	x7, x8
add	x5, x14, x1, lsl #3
ldp	x23, x22, [x5, #16]
subs	x7, x7, #0x1
ldp	x26, x25, [x5]
eor	x22, x13, x22, ror #32
eor	x23, x13, x23, ror #32
eor	x25, x13, x25, ror #32
eor	x26, x13, x26, ror #32
ror	x24, x22, #40
ror	x27, x23, #40
ror	x30, x25, #40
ror	x15, x26, #40
eor	x24, x24, x22, ror #15
eor	x27, x27, x23, ror #15
eor	x30, x30, x25, ror #15
eor	x15, x15, x26, ror #15
eor	x22, x24, x22
ldp	x24, x28, [x5, #-16]
eor	x25, x30, x25
ldp	x30, x14, [x5, #-32]
eor	x23, x27, x23
eor	x15, x15, x26
mul	x25, x25, x10
eor	x28, x13, x28, ror #32
eor	x24, x13, x24, ror #32
add	x5, x5, #0x40
eor	x30, x13, x30, ror #32
eor	x14, x13, x14, ror #32
mul	x23, x23, x10
ror	x27, x28, #40
ror	x26, x24, #40
mul	x15, x15, x10
eor	x27, x27, x28, ror #15
eor	x26, x26, x24, ror #15
mul	x22, x22, x10
eor	x27, x27, x28
ror	x28, x30, #40
eor	x24, x26, x24
ror	x26, x14, #40
mul	x24, x24, x10
eor	x28, x28, x30, ror #15
eor	x26, x26, x14, ror #15
mul	x27, x27, x10
eor	x28, x28, x30
lsr	x30, x23, #35
mul	x28, x28, x10
eor	x14, x26, x14
lsr	x26, x15, #35
add	x30, x30, #0x8
mul	x14, x14, x10
eor	x23, x30, x23
lsr	x30, x24, #35
add	x26, x26, #0x8
eor	x15, x26, x15
add	x26, x30, #0x8
mul	x23, x23, x10
lsr	x30, x28, #35
eor	x24, x26, x24
mul	x15, x15, x10
lsr	x26, x14, #35
add	x30, x30, #0x8
eor	x28, x30, x28
lsr	x30, x27, #35
mul	x24, x24, x10
add	x26, x26, #0x8
eor	x23, x23, x23, lsr #28
eor	x14, x26, x14
lsr	x26, x25, #35
add	x30, x30, #0x8
mul	x28, x28, x10
eor	x27, x30, x27
lsr	x30, x22, #35
add	x26, x26, #0x8
mul	x14, x14, x10
eor	x25, x26, x25
add	x26, x30, #0x8
eor	x22, x26, x22
eor	x24, x24, x24, lsr #28
mul	x25, x25, x10
eor	x28, x28, x28, lsr #28
mul	x27, x27, x10
eor	x14, x14, x14, lsr #28
mul	x22, x22, x10
stp	x28, x14, [x6, #-32]
eor	x14, x15, x15, lsr #28
eor	x15, x25, x25, lsr #28
eor	x26, x27, x27, lsr #28
stp	x14, x15, [x6]
eor	x14, x22, x22, lsr #28
stp	x24, x26, [x6, #-16]
stp	x23, x14, [x6, #16]
add	x6, x6, #0x40
b.ne	8bc28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4d4>  // b.any
and	x6, x18, #0x38
cmp	x6, x18
b.eq	8be9c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x748>  // b.none
orr	x5, x6, #0x1
cmp	x18, x5
and	x5, x18, #0x38
csinc	x7, x18, x6, hi	// hi = pmore
sub	x22, x7, x6
cmp	x22, #0x2
b.cc	8be58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x704>  // b.lo, b.ul, b.last
lsl	x23, x8, #6
and	x8, x7, #0x1
add	x14, x9, #0x8
sub	x5, x22, x8
add	x22, x23, x1, lsl #3
add	x5, x6, x5
add	x6, x6, x8
add	x23, x3, x23
sub	x6, x6, x7
add	x7, x14, x22
add	x22, x23, #0x8
ldp	x23, x24, [x7, #-8]
adds	x6, x6, #0x2
add	x7, x7, #0x10
eor	x23, x13, x23, ror #32
eor	x24, x13, x24, ror #32
ror	x25, x23, #15
ror	x26, x24, #15
eor	x25, x25, x23, ror #40
eor	x26, x26, x24, ror #40
eor	x23, x25, x23
eor	x24, x26, x24
mul	x23, x23, x10
mul	x24, x24, x10
lsr	x25, x23, #35
lsr	x26, x24, #35
add	x25, x25, #0x8
eor	x23, x25, x23
add	x25, x26, #0x8
mul	x23, x23, x10
eor	x24, x25, x24
mul	x24, x24, x10
eor	x23, x23, x23, lsr #28
eor	x24, x24, x24, lsr #28
stp	x23, x24, [x22, #-8]
add	x22, x22, #0x10
b.ne	8bdec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x698>  // b.any
cbz	x8, 8be9c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x748>
add	x8, x9, x1, lsl #3
ldr	x15, [x8, x5, lsl #3]
mov	x14, x5
eor	x15, x13, x15, ror #32
ror	x5, x15, #15
eor	x5, x5, x15, ror #40
eor	x15, x5, x15
mul	x15, x15, x10
lsr	x5, x15, #35
add	x5, x5, #0x8
eor	x15, x5, x15
add	x5, x14, #0x1
mul	x15, x15, x10
cmp	x5, x18
eor	x15, x15, x15, lsr #28
str	x15, [x3, x14, lsl #3]
b.cc	8be5c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x708>  // b.lo, b.ul, b.last
cmp	x4, #0x4
add	x8, x3, #0x100
b.cc	8becc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x778>  // b.lo, b.ul, b.last
add	x14, x3, x18, lsl #2
add	x5, x3, #0x200
add	x14, x14, #0x200
cmp	x8, x14
b.cs	8c030 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8dc>  // b.hs, b.nlast
add	x14, x3, x18, lsl #3
add	x14, x14, #0x100
cmp	x5, x14
b.cs	8c030 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8dc>  // b.hs, b.nlast
mov	x4, xzr
add	x14, x3, x4, lsl #2
add	x15, x3, x4, lsl #3
sub	x4, x18, x4
add	x5, x14, #0x200
add	x6, x15, #0x100
ldur	w14, [x6, #-252]
subs	x4, x4, #0x1
mul	x14, x14, x12
lsr	x15, x14, #27
ubfx	x14, x14, #32, #1
and	x15, x15, #0x1fffffffc0
str	x15, [x6], #8
str	w14, [x5], #4
b.ne	8bee4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x790>  // b.any
cmp	x19, #0x40, lsl #12
b.ls	8bf28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7d4>  // b.plast
lsl	x4, x18, #3
ldr	x14, [x8], #8
subs	x4, x4, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	8bf14 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7c0>  // b.any
cmp	x1, x0
b.cc	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	8bfc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x86c>  // b.any
mov	x11, xzr
mov	x14, x11
add	x11, x16, x11, lsl #3
ldr	x15, [x11]
ldr	x11, [x11, #256]
dup	v5.4s, w15
add	x15, x16, x14, lsl #2
add	x11, x21, x11
ldr	w15, [x15, #512]
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
ubfiz	x15, x15, #5, #1
add	x11, x11, x15
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
ldp	q7, q16, [x11]
add	x11, x14, #0x1
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v5.16b, v6.16b
umaxv	s5, v5.4s
fmov	w15, s5
cmp	w15, #0x0
cset	w15, eq	// eq = none
cmp	x11, #0x20
strb	w15, [x8, x14]
b.ne	8bf4c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f8>  // b.any
b	8bbcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x478>
cbz	x11, 8bbcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x478>
add	x0, x16, #0x100
add	x4, x16, #0x200
sub	x14, x0, #0x100
ldr	x15, [x0], #8
ld1r	{v5.4s}, [x14]
ldr	w14, [x4], #4
add	x15, x21, x15
ubfiz	x14, x14, #5, #1
mul	v6.4s, v5.4s, v3.4s
mul	v5.4s, v5.4s, v4.4s
add	x14, x15, x14
ldp	q7, q16, [x14]
ushr	v6.4s, v6.4s, #27
ushr	v5.4s, v5.4s, #27
ushl	v6.4s, v1.4s, v6.4s
ushl	v5.4s, v1.4s, v5.4s
bic	v6.16b, v6.16b, v7.16b
bic	v5.16b, v5.16b, v16.16b
orr	v5.16b, v5.16b, v6.16b
umaxv	s5, v5.4s
fmov	w14, s5
cmp	w14, #0x0
cset	w14, eq	// eq = none
subs	x11, x11, #0x1
strb	w14, [x8], #1
b.ne	8bfcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x878>  // b.any
b	8bbcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x478>
and	x4, x18, #0x3c
add	x6, x3, #0x100
and	x7, x18, #0x3c
ldp	q5, q6, [x6, #-256]
fmov	x14, d0
mov	x22, v0.d[1]
subs	x7, x7, #0x4
ushr	v5.2d, v5.2d, #32
ushr	v6.2d, v6.2d, #32
fmov	x15, d5
fmov	x24, d6
mov	x23, v6.d[1]
mov	x25, v5.d[1]
mul	x14, x15, x14
fmov	x15, d0
mul	x23, x23, x22
mul	x15, x24, x15
fmov	d6, x14
mul	x22, x25, x22
fmov	d5, x15
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
b.ne	8c03c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8e8>  // b.any
cmp	x18, x4
b.eq	8bf08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7b4>  // b.none
b	8bed0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x77c>
ldr	x8, [x1, #8]
lsr	x9, x8, #58
cbnz	x9, 8e070 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x291c>
lsl	x24, x8, #6
cmp	x22, x8
tbz	w0, #0, 8e07c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2928>
str	x22, [sp, #56]
b.ne	8ee18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c4>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9c90 <memset@plt>
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
cbz	x2, 8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 8c320 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbcc>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
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
b.ne	8c1b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa5c>  // b.any
cmp	x12, x11
b.eq	8c420 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xccc>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8c3dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc88>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x40
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
b.ne	8c370 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc1c>  // b.any
cbz	x15, 8c420 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xccc>
add	x12, sp, #0x40
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
b.cc	8c3e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc8c>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #64]
tst	x11, #0x7
ldp	q2, q3, [sp, #96]
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
stp	x12, x13, [sp, #320]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #336]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #352]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #368]
b.ne	8c4d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xd80>  // b.any
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
b	8c6cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf78>
ldp	x12, x13, [sp, #128]
cmp	x8, #0x2
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #416]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #432]
b.eq	8c61c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xec8>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x8, #0x3
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #480]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #496]
b.eq	8c61c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xec8>  // b.none
ldp	x12, x13, [sp, #256]
cmp	x8, #0x4
ldp	x14, x15, [sp, #272]
ldp	x16, x17, [sp, #288]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #304]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #512]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #536]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #520]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #528]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #552]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #544]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #560]
str	x12, [sp, #568]
b.ne	8ee40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36ec>  // b.any
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
b.eq	8c6cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf78>  // b.none
ldp	q2, q1, [sp, #128]
cmp	x8, #0x2
ldp	q4, q3, [sp, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	8c6cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf78>  // b.none
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
b.eq	8c6cc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf78>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
cmp	x24, #0x40, lsl #12
b.ls	8c6f0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf9c>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	8c6dc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf88>  // b.any
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x8, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
movi	v2.4s, #0x1
ldr	q1, [x15, #96]
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	q0, [x8, #80]
adrp	x8, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	q4, [x15, #128]
mov	w15, #0x79b1                	// #31153
ldr	q3, [x8, #112]
adrp	x8, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
movk	w15, #0x9e37, lsl #16
ldr	q5, [x8, #144]
adrp	x8, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
adrp	x16, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
dup	v6.4s, w15
adrp	x15, 115000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x48>
ldr	x12, [x23, #16]
ldr	q7, [x8, #160]
ldr	q16, [x16, #176]
ldr	q17, [x15, #192]
mov	x1, xzr
add	x13, x9, #0x20
add	x15, sp, #0x2c0
add	x8, sp, #0x40
mov	w16, #0x20                  	// #32
b	8c76c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1018>
cmp	x2, x1
mov	x8, x18
mov	x11, x17
b.eq	8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x18, x15
subs	x17, x2, x1
mov	x15, x8
cmp	x17, #0x20
csel	x17, x17, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	8ccd0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x157c>  // b.none
adds	x8, x17, x1
b.cs	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.hs, b.nlast
cmp	x8, x2
b.hi	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.pmore
lsr	x8, x17, #3
cbz	x8, 8c924 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11d0>
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
b.ne	8c7b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1060>  // b.any
and	x5, x17, #0x38
cmp	x5, x17
b.eq	8ca28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d4>  // b.none
orr	x3, x5, #0x1
cmp	x17, x3
and	x3, x17, #0x38
csinc	x6, x17, x5, hi	// hi = pmore
sub	x7, x6, x5
cmp	x7, #0x2
b.cc	8c9e4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x4, x6, #0x1
add	x14, x9, #0x8
sub	x3, x7, x4
add	x7, x19, x1, lsl #3
add	x3, x5, x3
add	x5, x5, x4
add	x19, x18, x19
sub	x5, x5, x6
add	x6, x14, x7
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
b.ne	8c978 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1224>  // b.any
cbz	x4, 8ca28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12d4>
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
b.cc	8c9e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1294>  // b.lo, b.ul, b.last
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
b.ne	8cad0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x137c>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b	8cca8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1554>
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
b.eq	8cc08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14b4>  // b.none
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
b.eq	8cc08 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14b4>  // b.none
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
b.ne	8ee40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36ec>  // b.any
uzp1	v18.4s, v18.4s, v19.4s
uzp1	v19.4s, v20.4s, v21.4s
cmp	x8, #0x1
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #512]
b.eq	8cca8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1554>  // b.none
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
b.eq	8cca8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1554>  // b.none
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
b.eq	8cca8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1554>  // b.none
ldp	q19, q18, [x18, #192]
ldp	q21, q20, [x18, #224]
uzp1	v18.4s, v19.4s, v18.4s
uzp1	v19.4s, v21.4s, v20.4s
mul	v18.4s, v18.4s, v6.4s
mul	v19.4s, v19.4s, v6.4s
ushr	v18.4s, v18.4s, #22
ushr	v19.4s, v19.4s, #22
stp	q18, q19, [x18, #608]
ldr	x20, [sp, #40]
cmp	x24, #0x40, lsl #12
b.ls	8ccd0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x157c>  // b.plast
lsl	x8, x17, #3
add	x3, x18, #0x100
ldr	x14, [x3], #8
subs	x8, x8, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	8ccbc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1568>  // b.any
cmp	x1, x0
b.cc	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	8cdb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1660>  // b.any
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
b.ne	8ccf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x15a0>  // b.any
b	8c75c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1008>
cbz	x11, 8c75c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1008>
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
b.ne	8cdc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x166c>  // b.any
b	8c75c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1008>
ldp	q1, q2, [sp, #64]
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
ldp	q3, q4, [sp, #96]
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
ldp	q1, q2, [sp, #128]
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
ldp	q3, q4, [sp, #160]
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
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
b.eq	8d1f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1aa4>  // b.none
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
b.eq	8bb78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x424>  // b.none
b	8bb40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ec>
mov	x19, #0xffffffffffffffff    	// #-1
cmp	x22, x8
tbnz	w0, #0, 8b7b4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x60>
str	x22, [sp, #56]
b.ne	8ee18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c4>  // b.any
movi	v0.2d, #0x0
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x26, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9c90 <memset@plt>
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
cbz	x2, 8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
movk	x10, #0x9fb2, lsl #48
cbz	x8, 8d45c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1d08>
ldr	x13, [x23, #16]
add	x15, sp, #0x40
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
ldp	x6, x24, [x14, #-32]
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
eor	x7, x13, x24, ror #32
ror	x24, x6, #15
mul	x4, x4, x10
eor	x0, x5, x0
ror	x5, x7, #15
eor	x24, x24, x6, ror #40
mul	x0, x0, x10
eor	x5, x5, x7, ror #40
eor	x6, x24, x6
lsr	x24, x18, #35
mul	x6, x6, x10
eor	x5, x5, x7
lsr	x7, x3, #35
add	x24, x24, #0x8
mul	x5, x5, x10
eor	x18, x24, x18
lsr	x24, x0, #35
add	x7, x7, #0x8
eor	x3, x7, x3
add	x7, x24, #0x8
mul	x18, x18, x10
lsr	x24, x6, #35
eor	x0, x7, x0
mul	x0, x0, x10
lsr	x7, x5, #35
add	x24, x24, #0x8
eor	x6, x24, x6
lsr	x24, x4, #35
mul	x3, x3, x10
add	x7, x7, #0x8
eor	x18, x18, x18, lsr #28
eor	x5, x7, x5
lsr	x7, x1, #35
add	x24, x24, #0x8
eor	x4, x24, x4
lsr	x24, x17, #35
mul	x6, x6, x10
add	x7, x7, #0x8
eor	x0, x0, x0, lsr #28
mul	x4, x4, x10
eor	x1, x7, x1
add	x7, x24, #0x8
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
b.ne	8d2ec <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1b98>  // b.any
cmp	x12, x11
b.eq	8d55c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e08>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8d518 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1dc4>  // b.lo, b.ul, b.last
mov	w18, #0x8                   	// #8
and	x15, x16, #0x1
bfi	x18, x8, #6, #58
sub	x14, x17, x15
add	x8, x12, x15
add	x17, sp, #0x40
add	x14, x12, x14
sub	x8, x8, x16
add	x12, x9, x18
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
b.ne	8d4ac <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1d58>  // b.any
cbz	x15, 8d55c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e08>
add	x8, sp, #0x40
mov	x12, x14
ldr	x14, [x9, x14, lsl #3]
eor	x14, x13, x14, ror #32
ror	x15, x14, #40
eor	x15, x15, x14, ror #15
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
b.cc	8d51c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1dc8>  // b.lo, b.ul, b.last
lsl	x12, x22, #1
cmp	x2, #0x8
add	x8, x26, #0x100
add	x13, sp, #0x40
dup	v0.2d, x12
b.cc	8d598 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e44>  // b.lo, b.ul, b.last
add	x14, x13, x11, lsl #2
add	x14, x14, #0x200
cmp	x8, x14
b.cs	8dcdc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2588>  // b.hs, b.nlast
add	x14, x13, x11, lsl #3
add	x15, x13, #0x200
add	x14, x14, #0x100
cmp	x15, x14
b.cs	8dcdc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2588>  // b.hs, b.nlast
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
b.ne	8d5b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e5c>  // b.any
cmp	x19, #0x40, lsl #12
b.ls	8d5f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1ea0>  // b.plast
lsl	x13, x11, #3
ldr	x14, [x8], #8
subs	x13, x13, #0x8
add	x14, x21, x14
prfm	pldl1keep, [x14]
b.ne	8d5e0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e8c>  // b.any
mov	x8, #0x1fffffffc0          	// #137438953408
movi	v1.4s, #0x1
mov	w13, #0x289d                	// #10397
dup	v2.2d, x8
add	x8, x9, #0x20
mov	w30, #0x4947                	// #18759
mov	w15, #0xad5b                	// #44379
mov	w18, #0x137b                	// #4987
mov	w3, #0x4d91                	// #19857
mov	w17, #0x424b                	// #16971
ldr	x5, [x23, #16]
mov	w23, #0x95c7                	// #38343
stp	x9, x8, [sp, #8]
add	x8, x9, #0x8
mov	x1, xzr
movk	w13, #0xa2b7, lsl #16
movk	w30, #0x9efc, lsl #16
movk	w15, #0x8824, lsl #16
movk	w18, #0x47b6, lsl #16
movk	w3, #0x4497, lsl #16
movk	w17, #0x2df1, lsl #16
movk	w23, #0x7054, lsl #16
str	x8, [sp]
add	x22, sp, #0x2c0
add	x8, sp, #0x40
mov	w25, #0x1                   	// #1
stp	x2, x19, [sp, #24]
b	8d674 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f20>
cmp	x2, x1
mov	x8, x27
mov	x11, x26
b.eq	8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	w9, #0x20                  	// #32
subs	x6, x2, x1
mov	x27, x22
mov	x22, x8
cmp	x6, #0x20
csel	x26, x6, x9, cc	// cc = lo, ul, last
subs	x28, x2, x1
b.eq	8da8c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2338>  // b.none
adds	x8, x26, x1
b.cs	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.hs, b.nlast
cmp	x8, x2
b.hi	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.pmore
lsr	x6, x26, #3
cbz	x6, 8d834 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x20e0>
ldr	x8, [sp, #16]
add	x7, x27, #0x20
add	x30, x8, x1, lsl #3
mov	x8, x6
ldp	x17, x9, [x30, #16]
subs	x8, x8, #0x1
ldp	x24, x23, [x30]
eor	x9, x5, x9, ror #32
eor	x17, x5, x17, ror #32
eor	x23, x5, x23, ror #32
eor	x4, x5, x24, ror #32
ror	x19, x9, #15
ror	x20, x17, #15
ror	x16, x23, #15
eor	x19, x19, x9, ror #40
eor	x20, x20, x17, ror #40
eor	x16, x16, x23, ror #40
eor	x9, x19, x9
ldp	x19, x14, [x30, #-16]
mul	x24, x9, x10
ror	x9, x4, #15
eor	x16, x16, x23
ldp	x23, x2, [x30, #-32]
eor	x17, x20, x17
eor	x14, x5, x14, ror #32
eor	x19, x5, x19, ror #32
eor	x9, x9, x4, ror #40
mul	x17, x17, x10
add	x30, x30, #0x40
ror	x20, x14, #15
eor	x9, x9, x4
ror	x4, x19, #15
eor	x23, x5, x23, ror #32
eor	x2, x5, x2, ror #32
mul	x9, x9, x10
eor	x20, x20, x14, ror #40
eor	x4, x4, x19, ror #40
mul	x16, x16, x10
eor	x14, x20, x14
ror	x20, x23, #15
eor	x4, x4, x19
ror	x19, x2, #15
mul	x4, x4, x10
eor	x20, x20, x23, ror #40
eor	x19, x19, x2, ror #40
mul	x14, x14, x10
eor	x20, x20, x23
lsr	x23, x17, #35
mul	x20, x20, x10
eor	x2, x19, x2
lsr	x19, x9, #35
add	x23, x23, #0x8
mul	x2, x2, x10
eor	x17, x23, x17
lsr	x23, x4, #35
add	x19, x19, #0x8
eor	x9, x19, x9
add	x19, x23, #0x8
mul	x17, x17, x10
lsr	x23, x20, #35
eor	x4, x19, x4
mul	x9, x9, x10
lsr	x19, x2, #35
add	x23, x23, #0x8
eor	x20, x23, x20
lsr	x23, x14, #35
mul	x4, x4, x10
add	x19, x19, #0x8
eor	x2, x19, x2
lsr	x19, x16, #35
add	x23, x23, #0x8
eor	x14, x23, x14
lsr	x23, x24, #35
mul	x20, x20, x10
add	x19, x19, #0x8
eor	x9, x9, x9, lsr #28
eor	x16, x19, x16
mul	x14, x14, x10
add	x19, x23, #0x8
eor	x19, x19, x24
eor	x4, x4, x4, lsr #28
mul	x16, x16, x10
eor	x20, x20, x20, lsr #28
mul	x2, x2, x10
eor	x14, x14, x14, lsr #28
mul	x19, x19, x10
eor	x16, x16, x16, lsr #28
stp	x4, x14, [x7, #-16]
eor	x14, x17, x17, lsr #28
eor	x2, x2, x2, lsr #28
stp	x9, x16, [x7]
eor	x9, x19, x19, lsr #28
stp	x20, x2, [x7, #-32]
stp	x14, x9, [x7, #16]
add	x7, x7, #0x40
b.ne	8d6c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f70>  // b.any
and	x7, x26, #0x38
cmp	x7, x26
b.eq	8d93c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x21e8>  // b.none
orr	x8, x7, #0x1
cmp	x26, x8
and	x8, x26, #0x38
csinc	x24, x26, x7, hi	// hi = pmore
sub	x30, x24, x7
cmp	x30, #0x2
b.cc	8d8f4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x21a0>  // b.lo, b.ul, b.last
lsl	x9, x6, #6
and	x6, x24, #0x1
ldr	x14, [sp]
sub	x8, x30, x6
add	x30, x9, x1, lsl #3
add	x8, x7, x8
add	x7, x7, x6
add	x9, x27, x9
sub	x7, x7, x24
add	x24, x14, x30
add	x30, x9, #0x8
ldp	x9, x17, [x24, #-8]
adds	x7, x7, #0x2
add	x24, x24, #0x10
eor	x9, x5, x9, ror #32
eor	x17, x5, x17, ror #32
ror	x23, x9, #40
ror	x19, x17, #40
eor	x23, x23, x9, ror #15
eor	x19, x19, x17, ror #15
eor	x9, x23, x9
eor	x17, x19, x17
mul	x9, x9, x10
mul	x17, x17, x10
lsr	x19, x9, #35
lsr	x23, x17, #35
add	x19, x19, #0x8
eor	x9, x19, x9
add	x19, x23, #0x8
mul	x9, x9, x10
eor	x17, x19, x17
mul	x17, x17, x10
eor	x9, x9, x9, lsr #28
eor	x17, x17, x17, lsr #28
stp	x9, x17, [x30, #-8]
add	x30, x30, #0x10
b.ne	8d888 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2134>  // b.any
cbz	x6, 8d93c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x21e8>
ldr	x9, [sp, #8]
add	x6, x9, x1, lsl #3
mov	x9, x8
ldr	x8, [x6, x8, lsl #3]
eor	x8, x5, x8, ror #32
ror	x14, x8, #40
eor	x14, x14, x8, ror #15
eor	x8, x14, x8
mul	x8, x8, x10
lsr	x14, x8, #35
add	x14, x14, #0x8
eor	x8, x14, x8
mul	x14, x8, x10
add	x8, x9, #0x1
cmp	x8, x26
eor	x14, x14, x14, lsr #28
str	x14, [x27, x9, lsl #3]
b.cc	8d8fc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x21a8>  // b.lo, b.ul, b.last
ldr	x20, [sp, #40]
mov	w30, #0x4947                	// #18759
mov	w23, #0x95c7                	// #38343
mov	w17, #0x424b                	// #16971
cmp	x28, #0x4
add	x8, x27, #0x100
movk	w30, #0x9efc, lsl #16
movk	w23, #0x7054, lsl #16
movk	w17, #0x2df1, lsl #16
b.cs	8d970 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x221c>  // b.hs, b.nlast
ldp	x2, x19, [sp, #24]
mov	x6, xzr
b	8da34 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x22e0>
add	x9, x27, x26, lsl #2
ldr	x19, [sp, #32]
add	x7, x27, #0x200
add	x9, x9, #0x200
cmp	x8, x9
b.cs	8d9a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2250>  // b.hs, b.nlast
add	x9, x27, x26, lsl #3
add	x9, x9, #0x100
cmp	x7, x9
b.cs	8d9a4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2250>  // b.hs, b.nlast
ldr	x2, [sp, #24]
mov	x6, xzr
b	8da34 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x22e0>
and	x6, x26, #0x3c
add	x24, x27, #0x100
and	x28, x26, #0x3c
ldp	q3, q4, [x24, #-256]
fmov	x9, d0
mov	x16, v0.d[1]
subs	x28, x28, #0x4
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
stp	q5, q4, [x24], #32
str	q3, [x7], #16
b.ne	8d9b0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x225c>  // b.any
ldr	x2, [sp, #24]
mov	w17, #0x424b                	// #16971
cmp	x26, x6
movk	w17, #0x2df1, lsl #16
b.eq	8da6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2318>  // b.none
add	x9, x27, x6, lsl #2
add	x14, x27, x6, lsl #3
sub	x6, x26, x6
add	x7, x9, #0x200
add	x24, x14, #0x100
ldur	w9, [x24, #-252]
subs	x6, x6, #0x1
mul	x9, x9, x12
lsr	x14, x9, #27
ubfx	x9, x9, #32, #1
and	x14, x14, #0x1fffffffc0
str	x14, [x24], #8
str	w9, [x7], #4
b.ne	8da48 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x22f4>  // b.any
cmp	x19, #0x40, lsl #12
b.ls	8da8c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2338>  // b.plast
lsl	x6, x26, #3
ldr	x9, [x8], #8
subs	x6, x6, #0x8
add	x9, x21, x9
prfm	pldl1keep, [x9]
b.ne	8da78 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2324>  // b.any
cmp	x1, x0
b.cc	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	8dbc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x246c>  // b.any
mov	x11, xzr
add	x9, x22, x11, lsl #3
add	x14, x22, x11, lsl #2
ldr	x0, [x9]
ldr	w14, [x14, #512]
ldr	x9, [x9, #256]
mul	w16, w0, w18
ubfiz	x14, x14, #5, #1
add	x9, x21, x9
add	x6, x9, x14
lsr	w9, w16, #27
ldr	w14, [x6]
lsr	w9, w14, w9
tbz	w9, #0, 8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>
mul	w9, w0, w3
ldr	w14, [x6, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>
mul	w9, w0, w15
ldr	w14, [x6, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>  // b.none
mul	w9, w0, w13
ldr	w14, [x6, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>  // b.none
mul	w9, w0, w23
ldr	w14, [x6, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>  // b.none
mul	w9, w0, w17
ldr	w14, [x6, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>  // b.none
mul	w9, w0, w30
ldr	w14, [x6, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dba8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2454>  // b.none
mov	w9, #0xfb31                	// #64305
ldr	w14, [x6, #28]
movk	w9, #0x5c6b, lsl #16
mul	w9, w0, w9
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w0, ne	// ne = any
add	x9, x11, #0x1
strb	w0, [x8, x11]
cmp	x9, #0x20
mov	x11, x9
b.ne	8dab0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x235c>  // b.any
b	8d664 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f10>
add	x9, x11, #0x1
strb	wzr, [x8, x11]
cmp	x9, #0x20
mov	x11, x9
b.ne	8dab0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x235c>  // b.any
b	8d664 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f10>
cbz	x11, 8d664 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f10>
add	x0, x22, #0x100
add	x6, x22, #0x200
ldur	w7, [x0, #-256]
ldr	w9, [x6], #4
ldr	x14, [x0]
mul	w16, w7, w18
ubfiz	x9, x9, #5, #1
add	x14, x21, x14
add	x24, x14, x9
lsr	w9, w16, #27
ldr	w14, [x24]
lsr	w9, w14, w9
tbz	w9, #0, 8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>
mul	w9, w7, w3
ldr	w14, [x24, #4]
lsr	w9, w9, #27
lsr	w9, w14, w9
tbz	w9, #0, 8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>
mul	w9, w7, w15
ldr	w14, [x24, #8]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>  // b.none
mul	w9, w7, w13
ldr	w14, [x24, #12]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>  // b.none
mul	w9, w7, w23
ldr	w14, [x24, #16]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>  // b.none
mul	w9, w7, w17
ldr	w14, [x24, #20]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>  // b.none
mul	w9, w7, w30
ldr	w14, [x24, #24]
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
b.eq	8dcc0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x256c>  // b.none
mov	w9, #0xfb31                	// #64305
ldr	w14, [x24, #28]
movk	w9, #0x5c6b, lsl #16
mul	w9, w7, w9
lsr	w9, w9, #27
lsl	w9, w25, w9
tst	w14, w9
cset	w7, ne	// ne = any
add	x9, x8, #0x1
subs	x11, x11, #0x1
strb	w7, [x8]
add	x0, x0, #0x8
mov	x8, x9
b.ne	8dbcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2478>  // b.any
b	8d664 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f10>
add	x9, x8, #0x1
subs	x11, x11, #0x1
strb	wzr, [x8]
add	x0, x0, #0x8
mov	x8, x9
b.ne	8dbcc <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2478>  // b.any
b	8d664 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1f10>
ldp	q1, q2, [sp, #64]
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
ldp	q3, q4, [sp, #96]
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
ldp	q1, q2, [sp, #128]
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
ldp	q3, q4, [sp, #160]
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
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
b.eq	8e064 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2910>  // b.none
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
b.eq	8d5d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e80>  // b.none
b	8d59c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1e48>
mov	x24, #0xffffffffffffffff    	// #-1
cmp	x22, x8
tbnz	w0, #0, 8c0d0 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x97c>
str	x22, [sp, #56]
b.ne	8ee18 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36c4>  // b.any
movi	v0.2d, #0x0
ldr	x26, [x1]
add	x0, sp, #0x40
mov	w1, wzr
mov	w2, #0x280                 	// #640
add	x27, sp, #0x40
stp	q0, q0, [x25, #640]
stp	q0, q0, [x25, #672]
stp	q0, q0, [x25, #704]
stp	q0, q0, [x25, #736]
stp	q0, q0, [x25, #768]
stp	q0, q0, [x25, #800]
stp	q0, q0, [x25, #832]
stp	q0, q0, [x25, #864]
bl	9c90 <memset@plt>
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
cbz	x2, 8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>
mov	x10, #0xdf25                	// #57125
lsr	x8, x11, #3
ldr	x9, [x23]
movk	x10, #0x1e98, lsl #16
and	x12, x11, #0x38
movk	x10, #0x1c65, lsl #32
str	x9, [sp, #24]
movk	x10, #0x9fb2, lsl #48
cbz	x8, 8e2d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2b80>
ldr	x9, [sp, #24]
ldr	x13, [x23, #16]
add	x15, sp, #0x40
add	x15, x15, #0x20
mov	x16, x8
add	x14, x9, #0x20
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
b.ne	8e164 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a10>  // b.any
ldr	x9, [sp, #24]
cmp	x12, x11
b.eq	8e3d8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c84>  // b.none
orr	x13, x12, #0x1
and	x14, x11, #0x38
cmp	x11, x13
ldr	x13, [x23, #16]
csinc	x16, x11, x12, hi	// hi = pmore
sub	x17, x16, x12
cmp	x17, #0x2
b.cc	8e394 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c40>  // b.lo, b.ul, b.last
and	x15, x16, #0x1
mov	w18, #0x8                   	// #8
sub	x14, x17, x15
bfi	x18, x8, #6, #58
add	x17, sp, #0x40
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
b.ne	8e328 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2bd4>  // b.any
cbz	x15, 8e3d8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c84>
add	x12, sp, #0x40
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
b.cc	8e398 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2c44>  // b.lo, b.ul, b.last
ldp	q0, q1, [sp, #64]
tst	x11, #0x7
ldp	q2, q3, [sp, #96]
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
stp	x12, x13, [sp, #320]
umulh	x16, x16, x22
ubfiz	x12, x15, #6, #57
umulh	x0, x0, x22
ubfiz	x13, x17, #6, #57
stp	x14, x12, [sp, #336]
umulh	x18, x18, x22
ubfiz	x12, x16, #6, #57
stp	x13, x12, [sp, #352]
ubfiz	x13, x0, #6, #57
ubfiz	x12, x18, #6, #57
stp	x13, x12, [sp, #368]
b.ne	8e48c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2d38>  // b.any
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
b	8e684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f30>
ldp	x12, x13, [sp, #128]
cmp	x8, #0x2
ldp	x14, x15, [sp, #144]
ldp	x16, x17, [sp, #160]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #176]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #384]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #400]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #416]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #432]
b.eq	8e5d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e80>  // b.none
ldp	x12, x13, [sp, #192]
cmp	x8, #0x3
ldp	x14, x15, [sp, #208]
ldp	x16, x17, [sp, #224]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #240]
umulh	x13, x13, x22
umulh	x14, x14, x22
ubfiz	x12, x12, #6, #57
umulh	x15, x15, x22
ubfiz	x13, x13, #6, #57
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
stp	x12, x13, [sp, #448]
umulh	x17, x17, x22
ubfiz	x12, x15, #6, #57
umulh	x18, x18, x22
ubfiz	x13, x16, #6, #57
stp	x14, x12, [sp, #464]
umulh	x0, x0, x22
ubfiz	x12, x17, #6, #57
ubfiz	x14, x18, #6, #57
stp	x13, x12, [sp, #480]
ubfiz	x12, x0, #6, #57
stp	x14, x12, [sp, #496]
b.eq	8e5d4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2e80>  // b.none
ldp	x12, x13, [sp, #256]
cmp	x8, #0x4
ldp	x14, x15, [sp, #272]
ldp	x16, x17, [sp, #288]
umulh	x12, x12, x22
ldp	x18, x0, [sp, #304]
umulh	x15, x15, x22
umulh	x13, x13, x22
ubfiz	x12, x12, #6, #57
umulh	x14, x14, x22
str	x12, [sp, #512]
ubfiz	x12, x15, #6, #57
umulh	x17, x17, x22
ubfiz	x13, x13, #6, #57
str	x12, [sp, #536]
umulh	x16, x16, x22
ubfiz	x14, x14, #6, #57
str	x13, [sp, #520]
umulh	x18, x18, x22
ubfiz	x12, x17, #6, #57
str	x14, [sp, #528]
umulh	x0, x0, x22
ubfiz	x13, x16, #6, #57
str	x12, [sp, #552]
ubfiz	x14, x18, #6, #57
str	x13, [sp, #544]
ubfiz	x12, x0, #6, #57
str	x14, [sp, #560]
str	x12, [sp, #568]
b.ne	8ee40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36ec>  // b.any
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
b.eq	8e684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f30>  // b.none
ldp	q2, q1, [sp, #128]
cmp	x8, #0x2
ldp	q4, q3, [sp, #160]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #544]
b.eq	8e684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f30>  // b.none
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
b.eq	8e684 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f30>  // b.none
ldp	q2, q1, [x25, #192]
ldp	q4, q3, [x25, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v0.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v0.4s, v0.4s, #22
stp	q1, q0, [x25, #608]
cmp	x24, #0x40, lsl #12
b.ls	8e6a8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f54>  // b.plast
lsl	x8, x11, #3
add	x12, x27, #0x100
ldr	x13, [x12], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	8e694 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f40>  // b.any
mov	w8, #0x79b1                	// #31153
ldr	x12, [x23, #16]
mov	x1, xzr
movk	w8, #0x9e37, lsl #16
add	x13, x9, #0x20
add	x9, x9, #0x8
dup	v0.4s, w8
add	x15, sp, #0x2c0
add	x8, sp, #0x40
mov	w16, #0x20                  	// #32
adrp	x17, 120000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x1e7>
add	x17, x17, #0x9ac
mov	w18, #0x1                   	// #1
str	x13, [sp, #32]
str	x9, [sp, #16]
b	8e6f8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2fa4>
cmp	x2, x1
mov	x8, x4
mov	x11, x3
b.eq	8edd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3680>  // b.none
mov	x0, x1
add	x1, x11, x1
mov	x4, x15
subs	x3, x2, x1
mov	x15, x8
cmp	x3, #0x20
csel	x3, x3, x16, cc	// cc = lo, ul, last
cmp	x2, x1
b.eq	8ec6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3518>  // b.none
adds	x8, x3, x1
b.cs	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.hs, b.nlast
cmp	x8, x2
b.hi	8ee04 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36b0>  // b.pmore
lsr	x8, x3, #3
mov	x9, x24
cbz	x8, 8e8b8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3164>
ldr	x13, [sp, #32]
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
b.ne	8e748 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2ff4>  // b.any
and	x7, x3, #0x38
mov	x24, x9
cmp	x7, x3
b.eq	8e9c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3270>  // b.none
orr	x5, x7, #0x1
cmp	x3, x5
and	x5, x3, #0x38
csinc	x23, x3, x7, hi	// hi = pmore
sub	x25, x23, x7
cmp	x25, #0x2
b.cc	8e97c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3228>  // b.lo, b.ul, b.last
lsl	x19, x8, #6
and	x6, x23, #0x1
ldr	x9, [sp, #16]
sub	x5, x25, x6
add	x20, x19, x1, lsl #3
add	x5, x7, x5
add	x7, x7, x6
add	x19, x4, x19
sub	x7, x7, x23
add	x23, x9, x20
add	x25, x19, #0x8
ldp	x19, x20, [x23, #-8]
adds	x7, x7, #0x2
add	x23, x23, #0x10
eor	x19, x12, x19, ror #32
eor	x20, x12, x20, ror #32
ror	x27, x19, #40
ror	x28, x20, #40
eor	x27, x27, x19, ror #15
eor	x28, x28, x20, ror #15
eor	x19, x27, x19
eor	x20, x28, x20
mul	x19, x19, x10
mul	x20, x20, x10
lsr	x27, x19, #35
lsr	x28, x20, #35
add	x27, x27, #0x8
eor	x19, x27, x19
add	x27, x28, #0x8
mul	x19, x19, x10
eor	x20, x27, x20
mul	x20, x20, x10
eor	x19, x19, x19, lsr #28
eor	x20, x20, x20, lsr #28
stp	x19, x20, [x25, #-8]
add	x25, x25, #0x10
b.ne	8e910 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x31bc>  // b.any
cbz	x6, 8e9c4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3270>
ldr	x9, [sp, #24]
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
b.cc	8e984 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3230>  // b.lo, b.ul, b.last
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
b.ne	8ea6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3318>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b	8ec44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x34f0>
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
b.eq	8eba4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3450>  // b.none
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
b.eq	8eba4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3450>  // b.none
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
b.ne	8ee40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36ec>  // b.any
uzp1	v1.4s, v1.4s, v2.4s
uzp1	v2.4s, v3.4s, v4.4s
cmp	x8, #0x1
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #512]
b.eq	8ec44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x34f0>  // b.none
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
b.eq	8ec44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x34f0>  // b.none
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
b.eq	8ec44 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x34f0>  // b.none
ldp	q2, q1, [x4, #192]
ldp	q4, q3, [x4, #224]
uzp1	v1.4s, v2.4s, v1.4s
uzp1	v2.4s, v4.4s, v3.4s
mul	v1.4s, v1.4s, v0.4s
mul	v2.4s, v2.4s, v0.4s
ushr	v1.4s, v1.4s, #22
ushr	v2.4s, v2.4s, #22
stp	q1, q2, [x4, #608]
ldr	x20, [sp, #40]
cmp	x24, #0x40, lsl #12
b.ls	8ec6c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3518>  // b.plast
lsl	x8, x3, #3
add	x5, x4, #0x100
ldr	x13, [x5], #8
subs	x8, x8, #0x8
add	x13, x21, x13
prfm	pldl1keep, [x13]
b.ne	8ec58 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3504>  // b.any
cmp	x1, x0
b.cc	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.lo, b.ul, b.last
cmp	x1, x20
b.hi	8edf4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x36a0>  // b.pmore
ldr	x8, [sp, #48]
cmp	x11, #0x20
add	x8, x8, x0
b.ne	8ed28 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x35d4>  // b.any
mov	x0, xzr
add	x11, x15, #0x100
add	x5, x15, #0x200
b	8ecb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3560>
mov	w6, #0x1                   	// #1
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.eq	8e6e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f94>  // b.none
ldr	w13, [x5, x0, lsl #2]
ldrh	w6, [x26, x13, lsl #1]
cbz	w6, 8ec9c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3548>
lsl	x13, x0, #3
ldr	x14, [x11, x0, lsl #3]
mov	w7, wzr
ldr	w23, [x15, x13]
add	x25, x21, x14
rbit	w13, w6
sub	w19, w6, #0x1
and	w6, w19, w6
clz	w13, w13
tst	w6, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x25, w13, uxtw #2]
mul	w14, w14, w23
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w7, w13, w7
b.ne	8ecd4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3580>  // b.any
cmp	w7, #0x0
cset	w6, eq	// eq = none
add	x13, x0, #0x1
strb	w6, [x8, x0]
cmp	x13, #0x20
mov	x0, x13
b.ne	8ecb4 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3560>  // b.any
b	8e6e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f94>
cbz	x11, 8e6e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f94>
mov	x0, xzr
add	x11, x8, x11
add	x5, x15, #0x100
add	x6, x15, #0x200
b	8ed5c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3608>
mov	w7, #0x1                   	// #1
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.eq	8e6e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f94>  // b.none
ldr	w13, [x6, x0, lsl #2]
ldrh	w7, [x26, x13, lsl #1]
cbz	w7, 8ed40 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x35ec>
lsl	x13, x0, #3
ldr	x14, [x5, x0, lsl #3]
mov	w23, wzr
ldr	w25, [x15, x13]
add	x27, x21, x14
rbit	w13, w7
sub	w19, w7, #0x1
and	w7, w19, w7
clz	w13, w13
tst	w7, #0xffff
ldr	w14, [x17, w13, uxtw #2]
ldr	w13, [x27, w13, uxtw #2]
mul	w14, w14, w25
lsr	w14, w14, #27
lsl	w14, w18, w14
bic	w13, w14, w13
orr	w23, w13, w23
b.ne	8ed7c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3628>  // b.any
cmp	w23, #0x0
cset	w7, eq	// eq = none
add	x13, x8, #0x1
strb	w7, [x8]
add	x0, x0, #0x1
cmp	x13, x11
mov	x8, x13
b.ne	8ed5c <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3608>  // b.any
b	8e6e8 <linebloom::probe::contains_batch::<linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2f94>
add	sp, sp, #0x550
ldp	x20, x19, [sp, #80]
ldp	x22, x21, [sp, #64]
ldp	x24, x23, [sp, #48]
ldp	x26, x25, [sp, #32]
ldp	x28, x27, [sp, #16]
ldp	x29, x30, [sp], #96
ret
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0xf78
mov	x2, x20
bl	aa10 <core::slice::index::slice_index_fail>
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0x6c8
mov	x0, x1
mov	x1, x8
bl	aa10 <core::slice::index::slice_index_fail>
mov	x8, x1
adrp	x3, 120000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.438.llvm.11565393731450584947+0x1e7>
add	x3, x3, #0x6c0
adrp	x5, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x5, x5, #0x680
add	x1, sp, #0x38
add	x2, x8, #0x8
mov	w0, wzr
mov	w4, #0x33                  	// #51
bl	a730 <core::panicking::assert_failed::<usize, usize>>
lsl	x1, x8, #3
adrp	x3, 15c000 <linebloom::probe::scalar::entry::SPLIT_OPS+0x40>
add	x3, x3, #0x668
mov	w0, #0x20                  	// #32
mov	w2, #0x20                  	// #32
bl	aa10 <core::slice::index::slice_index_fail>
