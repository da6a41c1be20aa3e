000000000000c9d0 <lookup_hash>:
stp	x29, x30, [sp, #-16]!
mov	x29, sp
ldr	x11, [x0, #16]
mov	x8, x0
ldr	x0, [x0]
ldr	x9, [x8, #8]
ldr	w10, [x8, #40]
mov	x2, x1
ldrb	w12, [x11, #88]
cmp	w12, #0x3
b.ne	cb34 <lookup_hash+0x164>  // b.any
ldrb	w8, [x8, #44]
cmp	w8, #0x1
b.ne	cb48 <lookup_hash+0x178>  // b.any
lsr	x8, x2, #32
mul	x10, x9, x8
ubfx	x8, x10, #32, #31
cmp	x8, x9
b.cs	cc54 <lookup_hash+0x284>  // b.hs, b.nlast
lsl	x9, x10, #1
mov	w10, #0x137b                	// #4987
add	x8, x0, x8, lsl #6
movk	w10, #0x47b6, lsl #16
lsr	x9, x9, #27
mul	w10, w2, w10
and	x9, x9, #0x20
add	x8, x8, x9
lsr	w9, w10, #27
ldr	w10, [x8]
lsr	w9, w10, w9
tbz	w9, #0, cc48 <lookup_hash+0x278>
mov	w9, #0x4d91                	// #19857
ldr	w10, [x8, #4]
movk	w9, #0x4497, lsl #16
mul	w9, w2, w9
lsr	w9, w9, #27
lsr	w9, w10, w9
tbz	w9, #0, cc48 <lookup_hash+0x278>
mov	w9, #0xad5b                	// #44379
ldr	w11, [x8, #8]
movk	w9, #0x8824, lsl #16
mul	w9, w2, w9
lsr	w10, w9, #27
mov	w9, #0x1                   	// #1
lsl	w10, w9, w10
tst	w11, w10
b.eq	cc48 <lookup_hash+0x278>  // b.none
mov	w10, #0x289d                	// #10397
ldr	w11, [x8, #12]
movk	w10, #0xa2b7, lsl #16
mul	w10, w2, w10
lsr	w10, w10, #27
lsl	w10, w9, w10
tst	w11, w10
b.eq	cc48 <lookup_hash+0x278>  // b.none
mov	w10, #0x95c7                	// #38343
ldr	w11, [x8, #16]
movk	w10, #0x7054, lsl #16
mul	w10, w2, w10
lsr	w10, w10, #27
lsl	w10, w9, w10
tst	w11, w10
b.eq	cc48 <lookup_hash+0x278>  // b.none
mov	w10, #0x424b                	// #16971
ldr	w11, [x8, #20]
movk	w10, #0x2df1, lsl #16
mul	w10, w2, w10
lsr	w10, w10, #27
lsl	w10, w9, w10
tst	w11, w10
b.eq	cc48 <lookup_hash+0x278>  // b.none
mov	w10, #0x4947                	// #18759
ldr	w11, [x8, #24]
movk	w10, #0x9efc, lsl #16
mul	w10, w2, w10
lsr	w10, w10, #27
lsl	w10, w9, w10
tst	w11, w10
b.eq	cc48 <lookup_hash+0x278>  // b.none
mov	w10, #0xfb31                	// #64305
ldr	w8, [x8, #28]
movk	w10, #0x5c6b, lsl #16
mul	w10, w2, w10
lsr	w10, w10, #27
lsl	w9, w9, w10
tst	w8, w9
cset	w0, ne	// ne = any
ldp	x29, x30, [sp], #16
ret
ldr	x4, [x11, #16]
sub	x3, x10, #0x1
mov	x1, x9
ldp	x29, x30, [sp], #16
br	x4
umulh	x8, x9, x2
cmp	x9, x8
b.ls	cc68 <lookup_hash+0x298>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x11, 7f000 <_ZN9linebloom5probe7aarch644neon5entry9SPLIT_OPS17h31471c870b7b3d15E+0x1810>
sub	w10, w10, #0x1
movk	w9, #0x9e37, lsl #16
ldr	x11, [x11, #3832]
and	w10, w10, #0xf
mul	w9, w2, w9
dup	v1.4s, w2
movi	v4.4s, #0x1
add	x10, x11, x10, lsl #11
adrp	x11, 47000 <_RNvXsh_NtCscSuVdRmqwCT_4core3fmteNtB5_5Debug3fmt+0x8c>
add	x8, x0, x8, lsl #6
ldr	q3, [x11, #3952]
adrp	x11, 47000 <_RNvXsh_NtCscSuVdRmqwCT_4core3fmteNtB5_5Debug3fmt+0x8c>
lsr	w9, w9, #22
ldr	q6, [x11, #3984]
mul	v3.4s, v1.4s, v3.4s
ldr	h0, [x10, w9, uxtw #1]
adrp	x9, 47000 <_RNvXsh_NtCscSuVdRmqwCT_4core3fmteNtB5_5Debug3fmt+0x8c>
adrp	x10, 7f000 <_ZN9linebloom5probe7aarch644neon5entry9SPLIT_OPS17h31471c870b7b3d15E+0x1810>
ldr	q2, [x9, #3936]
adrp	x9, 47000 <_RNvXsh_NtCscSuVdRmqwCT_4core3fmteNtB5_5Debug3fmt+0x8c>
ldr	x10, [x10, #4016]
ldr	q5, [x9, #3968]
dup	v0.4s, v0.s[0]
ldp	q7, q16, [x10]
mul	v2.4s, v1.4s, v2.4s
mul	v5.4s, v1.4s, v5.4s
mul	v1.4s, v1.4s, v6.4s
ushr	v3.4s, v3.4s, #27
ldp	q17, q6, [x10, #32]
ushl	v7.4s, v0.4s, v7.4s
ushl	v16.4s, v0.4s, v16.4s
ushr	v2.4s, v2.4s, #27
ushl	v17.4s, v0.4s, v17.4s
ushl	v0.4s, v0.4s, v6.4s
ushr	v1.4s, v1.4s, #27
and	v6.16b, v7.16b, v4.16b
and	v7.16b, v16.16b, v4.16b
and	v16.16b, v17.16b, v4.16b
and	v0.16b, v0.16b, v4.16b
ushr	v4.4s, v5.4s, #27
ushl	v2.4s, v6.4s, v2.4s
ushl	v3.4s, v7.4s, v3.4s
ldp	q6, q7, [x8, #32]
ushl	v4.4s, v16.4s, v4.4s
ushl	v0.4s, v0.4s, v1.4s
ldp	q1, q5, [x8]
bic	v0.16b, v0.16b, v7.16b
bic	v1.16b, v2.16b, v1.16b
bic	v2.16b, v3.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w8, s0
cmp	w8, #0x0
cset	w0, eq	// eq = none
ldp	x29, x30, [sp], #16
ret
mov	w0, wzr
ldp	x29, x30, [sp], #16
ret
adrp	x2, 7d000 <GCC_except_table0+0x19fc4>
add	x2, x2, #0x568
mov	x0, x8
mov	x1, x9
bl	932c <_RNvNtCscSuVdRmqwCT_4core9panicking18panic_bounds_check>
adrp	x2, 7d000 <GCC_except_table0+0x19fc4>
add	x2, x2, #0x550
mov	x0, x8
mov	x1, x9
bl	932c <_RNvNtCscSuVdRmqwCT_4core9panicking18panic_bounds_check>
