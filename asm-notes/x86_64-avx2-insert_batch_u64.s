0000000000104110 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x588
mov    DWORD PTR [rsp+0xc],r8d
mov    rbp,rcx
mov    rbx,rdx
mov    r14,rsi
mov    r12,QWORD PTR [rdi]
mov    r15,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x3e0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3a0],ymm0
vmovdqu YMMWORD PTR [rsp+0x380],ymm0
vmovdqu YMMWORD PTR [rsp+0x360],ymm0
vmovdqu YMMWORD PTR [rsp+0x340],ymm0
vmovdqu YMMWORD PTR [rsp+0x320],ymm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
lea    rdi,[rsp+0x40]
mov    edx,0x280
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0x106bd1]        # 20ad68 <memset@GLIBC_2.2.5>
mov    rax,r12
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x400],ymm0
vmovdqu YMMWORD PTR [rsp+0x420],ymm0
vmovdqu YMMWORD PTR [rsp+0x440],ymm0
vmovdqu YMMWORD PTR [rsp+0x460],ymm0
vmovdqu YMMWORD PTR [rsp+0x480],ymm0
vmovdqu YMMWORD PTR [rsp+0x4a0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4e0],ymm0
vmovdqu YMMWORD PTR [rsp+0x500],ymm0
vmovdqu YMMWORD PTR [rsp+0x520],ymm0
vmovdqu YMMWORD PTR [rsp+0x540],ymm0
vmovdqu YMMWORD PTR [rsp+0x560],ymm0
mov    r8,QWORD PTR [rbp+0x8]
cmp    r8,0x20
mov    r12d,0x20
cmovb  r12,r8
test   r8,r8
je     10538b <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x127b>
mov    QWORD PTR [rsp+0x18],rax
mov    r11,QWORD PTR [rbp+0x0]
mov    rsi,r12
shr    rsi,0x3
mov    eax,r12d
and    eax,0x38
test   rsi,rsi
je     10439e <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x28e>
vpbroadcastq ymm0,QWORD PTR [rbp+0x10]
mov    rcx,rsi
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff0d0ec]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff0cf0b]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff0ee53]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff0ce2a]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm6,YMMWORD PTR [r11+rdx*1+0x20],0xb1
vpxor  ymm6,ymm0,ymm6
vpshufb ymm7,ymm6,ymm3
vpsrlq ymm8,ymm6,0xf
vpsllq ymm9,ymm6,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm6,ymm7,ymm6
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm7,ymm6,ymm1
vpsrlq ymm8,ymm6,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm7,ymm7,ymm6
vpsrlq ymm8,ymm7,0x23
vpaddq ymm8,ymm8,ymm4
vpblendd ymm6,ymm6,ymm5,0xaa
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm8,ymm6,ymm1
vpsrlq ymm7,ymm7,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm6,ymm7,ymm6
vpsrlq ymm7,ymm6,0x1c
vpshufd ymm8,YMMWORD PTR [r11+rdx*1],0xb1
vpxor  ymm6,ymm7,ymm6
vpxor  ymm7,ymm8,ymm0
vpshufb ymm8,ymm7,ymm3
vpsrlq ymm9,ymm7,0xf
vpsllq ymm10,ymm7,0x31
vpor   ymm9,ymm10,ymm9
vpxor  ymm7,ymm8,ymm7
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm8,ymm7,ymm1
vpsrlq ymm9,ymm7,0x20
vpmuludq ymm9,ymm9,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm8,ymm8,ymm7
vpsrlq ymm9,ymm8,0x23
vpaddq ymm9,ymm9,ymm4
vpblendd ymm7,ymm7,ymm5,0xaa
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm9,ymm7,ymm1
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsrlq ymm8,ymm7,0x1c
vpxor  ymm7,ymm8,ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x40],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x60],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    104280 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x170>
movabs r9,0x9fb21c651e98df25
cmp    rax,r12
je     1044ec <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3dc>
mov    rdi,rax
or     rdi,0x1
cmp    r12,rdi
cmova  rdi,r12
mov    rcx,QWORD PTR [rbp+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x4
jae    1043d7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2c7>
mov    rdx,rax
jmp    1044a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x390>
and    edi,0x3
sub    rdx,rdi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff0ecce]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff0cf4d]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff0cd9c]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff0cc93]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax]
vpshufd ymm5,YMMWORD PTR [r11+rax*8],0xb1
vpxor  ymm5,ymm5,ymm0
vpsrlq ymm6,ymm5,0xf
vpsllq ymm7,ymm5,0x31
vpor   ymm6,ymm7,ymm6
vpshufb ymm7,ymm5,ymm1
vpxor  ymm5,ymm6,ymm5
vpxor  ymm5,ymm5,ymm7
vpmuludq ymm6,ymm5,ymm2
vpsrlq ymm7,ymm5,0x20
vpmuludq ymm7,ymm7,ymm3
vpaddq ymm6,ymm6,ymm7
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm5,ymm6
vpsrlq ymm6,ymm5,0x23
vpaddq ymm6,ymm6,ymm4
vpxor  ymm6,ymm6,ymm5
vpmuludq ymm7,ymm6,ymm3
vpmuludq ymm6,ymm6,ymm2
vpsrlq ymm5,ymm5,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm7,ymm5
vpsrlq ymm6,ymm5,0x1c
vpxor  ymm5,ymm6,ymm5
vmovdqu YMMWORD PTR [rsp+rax*8+0x40],ymm5
add    rax,0x4
cmp    rdx,rax
jne    104410 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x300>
test   rdi,rdi
je     1044ec <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3dc>
mov    rax,QWORD PTR [r11+rdx*8]
rol    rax,0x20
xor    rax,rcx
mov    r10,rax
rol    r10,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,r10
xor    rdi,rax
imul   rdi,r9
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r9
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x40],rdi
inc    rdx
cmp    rdx,r12
jb     1044a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x390>
mov    QWORD PTR [rsp+0x20],r8
mov    eax,r12d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,r15
shr    rax,0x20
mov    QWORD PTR [rsp+0x38],rax
vmovq  xmm0,r15
vpmovzxdq xmm0,xmm0
vpbroadcastq ymm0,xmm0
vpsrlq ymm1,ymm0,0x20
je     10493f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x82f>
mov    rax,r15
mul    QWORD PTR [rsp+0x58]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x50]
mov    r9,rdx
mov    QWORD PTR [rsp],rsi
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x48]
mov    rcx,rdx
mov    rsi,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x40]
shld   rdx,rax,0x6
shld   rcx,rsi,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm3,xmm2
vmovq  xmm3,rcx
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm4,xmm3
vinserti128 ymm3,ymm3,xmm2,0x1
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff0cb96]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x140],ymm3
mov    rax,r15
mul    QWORD PTR [rsp+0x78]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x70]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x68]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x60]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm4,xmm3
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm5,xmm4
vinserti128 ymm3,ymm4,xmm3,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x160],ymm3
cmp    QWORD PTR [rsp],0x1
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
mov    rax,r15
mul    QWORD PTR [rsp+0x80]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x88]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x90]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x98]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x180],ymm3
mov    rax,r15
mul    QWORD PTR [rsp+0xa0]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xa8]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xb0]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xb8]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm3
cmp    QWORD PTR [rsp],0x2
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
mov    rax,r15
mul    QWORD PTR [rsp+0xc0]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xc8]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xd0]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xd8]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm3
mov    rax,r15
mul    QWORD PTR [rsp+0xe0]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xe8]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xf0]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0xf8]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm3
cmp    QWORD PTR [rsp],0x3
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
mov    rax,r15
mul    QWORD PTR [rsp+0x100]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x108]
mov    r9,rdx
mov    r10,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x110]
mov    rsi,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x118]
shld   rdx,rax,0x6
shld   rsi,rcx,0x6
shld   r9,r10,0x6
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,rsi
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x200],ymm3
mov    rax,r15
mul    QWORD PTR [rsp+0x120]
mov    rdi,rdx
mov    r8,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x128]
mov    r9,rdx
mov    rsi,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x130]
mov    r10,rdx
mov    rcx,rax
mov    rax,r15
mul    QWORD PTR [rsp+0x138]
shld   rdx,rax,0x6
shld   r10,rcx,0x6
shld   r9,rsi,0x6
mov    rsi,QWORD PTR [rsp]
shld   rdi,r8,0x6
vmovq  xmm3,rdi
vmovq  xmm4,r9
vpunpcklqdq xmm3,xmm3,xmm4
vmovq  xmm4,r10
vmovq  xmm5,rdx
vpunpcklqdq xmm4,xmm4,xmm5
vinserti128 ymm3,ymm3,xmm4,0x1
jmp    104bab <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa9b>
vmovdqu ymm2,YMMWORD PTR [rsp+0x40]
vmovdqu ymm3,YMMWORD PTR [rsp+0x60]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm1
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm5,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm5,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm4,ymm2,0x1a
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff0c9ff]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vpand  ymm4,ymm4,ymm2
vmovdqu YMMWORD PTR [rsp+0x140],ymm4
vpsrlq ymm3,ymm3,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x160],ymm3
cmp    rsi,0x1
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
vmovdqu ymm3,YMMWORD PTR [rsp+0x80]
vmovdqu ymm4,YMMWORD PTR [rsp+0xa0]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm3,ymm3,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x180],ymm3
vpsrlq ymm3,ymm4,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm3
cmp    rsi,0x2
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
vmovdqu ymm3,YMMWORD PTR [rsp+0xc0]
vmovdqu ymm4,YMMWORD PTR [rsp+0xe0]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm3,ymm3,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm3
vpsrlq ymm3,ymm4,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm3
cmp    rsi,0x3
je     104bc2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xab2>
vmovdqu ymm3,YMMWORD PTR [rsp+0x100]
vmovdqu ymm4,YMMWORD PTR [rsp+0x120]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm1
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm3,ymm3,0x1a
vpand  ymm3,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x200],ymm3
vpsrlq ymm3,ymm4,0x1a
vpand  ymm2,ymm3,ymm2
vmovdqu YMMWORD PTR [rsp+0x220],ymm2
cmp    rsi,0x4
jne    1053e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12d1>
cmp    BYTE PTR [rsp+0xc],0x0
mov    r8,QWORD PTR [rsp+0x20]
mov    r10,QWORD PTR [rsp+0x18]
je     104c80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb70>
lea    rcx,[rsp+0x140]
lea    rdx,[r12*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     104c21 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb11>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    104c10 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb00>
cmp    rdx,0x38
jb     104c80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb70>
lea    rcx,[rcx+r12*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rax,rcx
jne    104c30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb20>
mov    r9,QWORD PTR [rbp+0x10]
vmovq  xmm2,r9
vpbroadcastq ymm2,xmm2
xor    ecx,ecx
mov    QWORD PTR [rsp+0x28],r11
lea    rax,[r11+0x20]
mov    QWORD PTR [rsp+0x30],rax
lea    rbp,[rsp+0x300]
mov    edi,0x20
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff0e36d]        # 13020 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x580>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff0e2c5]        # 12f80 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e0>
vpbroadcastd ymm5,DWORD PTR [rip+0xfffffffffff0c36c]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vmovdqa ymm6,YMMWORD PTR [rip+0xfffffffffff0e2d4]        # 12fa0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
vmovdqa ymm7,YMMWORD PTR [rip+0xfffffffffff0e20c]        # 12ee0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x440>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff0e3e4]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
lea    rax,[rsp+0x40]
mov    QWORD PTR [rsp],r9
vmovdqu YMMWORD PTR [rsp+0x2e0],ymm1
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm0
jmp    104d17 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc07>
nop    DWORD PTR [rax+0x0]
mov    rax,rbp
mov    rbp,r13
mov    r12,r11
mov    rcx,QWORD PTR [rsp+0x10]
cmp    r8,rcx
je     10538b <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x127b>
mov    r13,rax
add    rcx,r12
mov    r11,r8
sub    r11,rcx
cmp    r11,0x20
cmovae r11,rdi
mov    QWORD PTR [rsp+0x10],rcx
cmp    r8,rcx
je     1052e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11d0>
mov    rsi,r11
mov    rdi,QWORD PTR [rsp+0x10]
add    rsi,rdi
jb     1053b8 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12a8>
cmp    rsi,r8
ja     1053b8 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12a8>
mov    rsi,r11
shr    rsi,0x3
vpxor  xmm0,xmm0,xmm0
je     104ee7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdd7>
mov    rax,rsi
shl    rax,0x6
mov    rcx,QWORD PTR [rsp+0x10]
mov    rdx,QWORD PTR [rsp+0x30]
lea    rcx,[rdx+rcx*8]
xor    edx,edx
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rcx+rdx*1],0xb1
vpxor  ymm10,ymm10,ymm2
vpshufb ymm11,ymm10,ymm15
vpsrlq ymm12,ymm10,0xf
vpsllq ymm13,ymm10,0x31
vpor   ymm12,ymm13,ymm12
vpxor  ymm10,ymm11,ymm10
vpxor  ymm12,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff0c595]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq ymm13,ymm12,ymm11
vpsrlq ymm14,ymm12,0x20
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff0c3a9]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq ymm14,ymm14,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm13,ymm13,ymm12
vpsrlq ymm14,ymm13,0x23
vmovdqa ymm1,ymm15
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff0c2ac]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm14,ymm14,ymm15
vpblendd ymm12,ymm12,ymm0,0xaa
vpxor  ymm12,ymm14,ymm12
vpmuludq ymm14,ymm12,ymm11
vpsrlq ymm13,ymm13,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm12,ymm13,ymm12
vpsrlq ymm13,ymm12,0x1c
vpshufd ymm14,YMMWORD PTR [rcx+rdx*1-0x20],0xb1
vpxor  ymm12,ymm13,ymm12
vpxor  ymm13,ymm14,ymm2
vpshufb ymm14,ymm13,ymm1
vpsrlq ymm9,ymm13,0xf
vpsllq ymm8,ymm13,0x31
vpor   ymm8,ymm8,ymm9
vpxor  ymm9,ymm14,ymm13
vpxor  ymm8,ymm9,ymm8
vpmuludq ymm9,ymm8,ymm11
vpsrlq ymm13,ymm8,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm9,ymm13,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm9,ymm9,ymm8
vpsrlq ymm13,ymm9,0x23
vpaddq ymm13,ymm13,ymm15
vmovdqa ymm15,ymm1
vpblendd ymm8,ymm8,ymm0,0xaa
vpxor  ymm8,ymm13,ymm8
vpmuludq ymm11,ymm8,ymm11
vpsrlq ymm9,ymm9,0x20
vpmuludq ymm9,ymm9,ymm10
vpaddq ymm9,ymm11,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm9,ymm8,0x1c
vpxor  ymm8,ymm9,ymm8
vmovdqu YMMWORD PTR [rbp+rdx*1+0x0],ymm8
vmovdqu YMMWORD PTR [rbp+rdx*1+0x20],ymm12
add    rdx,0x40
cmp    rax,rdx
jne    104d80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc70>
mov    edx,r11d
and    edx,0x38
cmp    rdx,r11
mov    edi,0x20
vmovdqu ymm1,YMMWORD PTR [rsp+0x2e0]
vmovdqu ymm0,YMMWORD PTR [rsp+0x2c0]
je     105080 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf70>
mov    r8,rdx
or     r8,0x1
cmp    r11,r8
cmova  r8,r11
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x10]
lea    rax,[rax+rcx*8]
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x4
jae    104f47 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe37>
mov    rcx,rdx
movabs r10,0x9fb21c651e98df25
jmp    105030 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf20>
mov    r9d,r8d
and    r9d,0x3
sub    rcx,r9
add    rcx,rdx
and    r8,0xfffffffffffffffc
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rax+rdx*8],0xb1
vpxor  ymm10,ymm10,ymm2
vpsrlq ymm11,ymm10,0xf
vpsllq ymm12,ymm10,0x31
vpor   ymm11,ymm12,ymm11
vpshufb ymm12,ymm10,ymm15
vpxor  ymm10,ymm11,ymm10
vpxor  ymm10,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff0c3b5]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq ymm12,ymm10,ymm11
vpsrlq ymm13,ymm10,0x20
vpbroadcastq ymm14,QWORD PTR [rip+0xfffffffffff0c1f9]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmuludq ymm13,ymm13,ymm14
vpaddq ymm12,ymm12,ymm13
vpsllq ymm12,ymm12,0x20
vpmuludq ymm10,ymm10,ymm14
vpaddq ymm10,ymm10,ymm12
vpsrlq ymm12,ymm10,0x23
vpbroadcastq ymm13,QWORD PTR [rip+0xfffffffffff0c0d0]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm12,ymm12,ymm13
vpxor  ymm12,ymm12,ymm10
vpmuludq ymm13,ymm12,ymm14
vpmuludq ymm11,ymm12,ymm11
vpsrlq ymm10,ymm10,0x20
vpmuludq ymm10,ymm10,ymm14
vpaddq ymm10,ymm11,ymm10
vpsllq ymm10,ymm10,0x20
vpaddq ymm10,ymm13,ymm10
vpsrlq ymm11,ymm10,0x1c
vpxor  ymm10,ymm11,ymm10
vmovdqu YMMWORD PTR [rbp+rdx*8+0x0],ymm10
add    rdx,0x4
cmp    r8,rdx
jne    104f60 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe50>
test   r9,r9
movabs r10,0x9fb21c651e98df25
mov    r9,QWORD PTR [rsp]
je     105080 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf70>
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r9
mov    r8,rdx
rol    r8,0x31
mov    r9,rdx
rol    r9,0x18
xor    r9,r8
xor    r9,rdx
imul   r9,r10
mov    rdx,r9
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r9
mov    r9,QWORD PTR [rsp]
imul   rdx,r10
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [rbp+rcx*8+0x0],r8
inc    rcx
cmp    rcx,r11
jb     105030 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf20>
mov    eax,r11d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
shl    rsi,0x3
xor    r8d,r8d
mov    r10,QWORD PTR [rsp+0x18]
jmp    105170 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1060>
nop
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x18]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x10]
mov    r9,rdx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x8]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x0]
vmovq  xmm8,rdx
vmovq  xmm9,r10
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r9
vmovq  xmm10,rcx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x38]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x30]
mov    r9,rdx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm10,ymm8,xmm9,0x1
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x28]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rbp+r8*8+0x20]
vmovq  xmm8,rdx
vmovq  xmm9,r10
mov    r10,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r9
mov    r9,QWORD PTR [rsp]
vmovq  xmm11,rcx
vpunpcklqdq xmm9,xmm9,xmm11
vinserti128 ymm11,ymm8,xmm9,0x1
vpsllq ymm8,ymm10,0x6
vmovdqu YMMWORD PTR [rbp+r8*8+0x100],ymm8
vpsllq ymm8,ymm11,0x6
vmovdqu YMMWORD PTR [rbp+r8*8+0x120],ymm8
add    r8,0x8
cmp    rsi,r8
je     105220 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1110>
cmp    r8,0x20
je     1053a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1290>
cmp    QWORD PTR [rsp+0x38],0x0
jne    1050a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf90>
vmovdqu ymm8,YMMWORD PTR [rbp+r8*8+0x0]
vmovdqu ymm9,YMMWORD PTR [rbp+r8*8+0x20]
vpsrlq ymm10,ymm8,0x20
vpmuludq ymm11,ymm10,ymm0
vpmuludq ymm10,ymm10,ymm1
vpsllq ymm10,ymm10,0x20
vpaddq ymm10,ymm11,ymm10
vpmuludq ymm11,ymm8,ymm0
vpmuludq ymm8,ymm8,ymm1
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpsrlq ymm8,ymm8,0x20
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm10,ymm8,0x20
vpsrlq ymm8,ymm9,0x20
vpmuludq ymm11,ymm8,ymm0
vpmuludq ymm8,ymm8,ymm1
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpmuludq ymm11,ymm9,ymm0
vpmuludq ymm9,ymm9,ymm1
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm11,ymm9
vpsrlq ymm9,ymm9,0x20
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm11,ymm8,0x20
jmp    105143 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1033>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0xc],0x0
mov    r8,QWORD PTR [rsp+0x20]
je     1052e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11d0>
lea    rcx,[r11*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[rbp+0x100]
test   dl,0x38
je     105271 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1161>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[rbp+0x100]
nop    DWORD PTR [rax+0x0]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r14+rsi*1]
dec    rdx
jne    105260 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
cmp    rcx,0x38
jb     1052e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11d0>
lea    rcx,[rbp+0x100]
lea    rcx,[rcx+r11*8]
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rax,rcx
jne    105290 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1180>
cmp    r12,0x1
adc    r12,0x0
xor    ecx,ecx
jmp    105363 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1253>
nop    DWORD PTR [rax+0x0]
add    rax,r14
inc    rcx
imul   esi,edx,0x9e3779b1
shr    esi,0x16
movzx  esi,WORD PTR [r10+rsi*2]
vmovd  xmm8,edx
vpbroadcastd ymm8,xmm8
vmovd  xmm9,esi
vpbroadcastd ymm9,xmm9
vpmulld ymm10,ymm8,ymm3
vpsrld ymm10,ymm10,0x1b
vpsrlvd ymm11,ymm9,ymm4
vpand  ymm11,ymm11,ymm5
vpsllvd ymm10,ymm11,ymm10
vpmulld ymm8,ymm8,ymm6
vpsrld ymm8,ymm8,0x1b
vpsrlvd ymm9,ymm9,ymm7
vpand  ymm9,ymm9,ymm5
vpsllvd ymm8,ymm9,ymm8
vpor   ymm9,ymm10,YMMWORD PTR [rax]
vmovdqa YMMWORD PTR [rax],ymm9
vpor   ymm8,ymm8,YMMWORD PTR [rax+0x20]
vmovdqa YMMWORD PTR [rax+0x20],ymm8
cmp    r12,rcx
je     104d00 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xbf0>
mov    rdx,QWORD PTR [r13+rcx*8+0x0]
mov    rax,QWORD PTR [r13+rcx*8+0x100]
cmp    rbx,r15
je     1052f0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11e0>
shr    rax,0x6
cmp    rax,rbx
jae    1053cb <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x12bb>
shl    rax,0x6
jmp    1052f0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x11e0>
add    rsp,0x588
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0x1024d1]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edx,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0x105ab8]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0x1024e9]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rdx,r8
vzeroupper
call   QWORD PTR [rip+0x105aa5]        # 20ae70 <_DYNAMIC+0x330>
lea    rdx,[rip+0x1024ee]        # 2078c0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x588>
mov    rdi,rax
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0x1059af]        # 20ad90 <_DYNAMIC+0x250>
shl    rsi,0x3
lea    rcx,[rip+0x10248c]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0x105a71]        # 20ae70 <_DYNAMIC+0x330>
int3
