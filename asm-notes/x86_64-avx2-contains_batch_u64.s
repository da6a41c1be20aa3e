0000000000111a20 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0x2c],r9d
mov    r14,rdx
mov    rdx,rdi
mov    QWORD PTR [rsp+0x58],r14
cmp    r14,QWORD PTR [rdi+0x8]
jne    113179 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1759>
mov    r13,r8
mov    rbp,rcx
mov    r15,rsi
mov    rbx,QWORD PTR [rdx+0x10]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x3c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3a0],ymm0
vmovdqu YMMWORD PTR [rsp+0x380],ymm0
vmovdqu YMMWORD PTR [rsp+0x360],ymm0
vmovdqu YMMWORD PTR [rsp+0x340],ymm0
vmovdqu YMMWORD PTR [rsp+0x320],ymm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
vmovdqu YMMWORD PTR [rsp+0x2e0],ymm0
lea    rdi,[rsp+0x60]
mov    edx,0x280
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0xf92af]        # 20ad68 <memset@GLIBC_2.2.5>
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x3e0],ymm0
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
mov    r10,QWORD PTR [rbp+0x8]
cmp    r10,0x20
mov    r11d,0x20
cmovb  r11,r10
test   r10,r10
je     113118 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f8>
mov    QWORD PTR [rsp+0x20],r13
mov    r13,QWORD PTR [rbp+0x0]
mov    r8,r11
shr    r8,0x3
mov    eax,r11d
and    eax,0x38
test   r8,r8
je     111cc2 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2a2>
vpbroadcastq ymm0,QWORD PTR [rbp+0x10]
mov    rcx,r8
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xffffffffffeff7cd]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq ymm2,QWORD PTR [rip+0xffffffffffeff5ec]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff01534]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xffffffffffeff50b]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    DWORD PTR [rax+0x0]
vpshufd ymm6,YMMWORD PTR [r13+rdx*1+0x20],0xb1
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
vpshufd ymm8,YMMWORD PTR [r13+rdx*1+0x0],0xb1
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
vmovdqu YMMWORD PTR [rsp+rdx*1+0x60],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x80],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    111ba0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x180>
movabs r9,0x9fb21c651e98df25
cmp    rax,r11
je     111e2d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x40d>
mov    rsi,rax
or     rsi,0x1
cmp    r11,rsi
cmova  rsi,r11
mov    rcx,QWORD PTR [rbp+0x10]
mov    rdx,rsi
sub    rdx,rax
cmp    rdx,0x4
jae    111cfb <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2db>
mov    rdx,rax
jmp    111de0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
and    esi,0x3
sub    rdx,rsi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff013aa]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xffffffffffeff629]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq ymm3,QWORD PTR [rip+0xffffffffffeff478]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq ymm4,QWORD PTR [rip+0xffffffffffeff36f]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm5,YMMWORD PTR [r13+rax*8+0x0],0xb1
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
vmovdqu YMMWORD PTR [rsp+rax*8+0x60],ymm5
add    rax,0x4
cmp    rdx,rax
jne    111d40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x320>
test   rsi,rsi
je     111e2d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x40d>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r13+rdx*8+0x0]
rol    rax,0x20
xor    rax,rcx
mov    rsi,rax
rol    rsi,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r9
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r9
mov    rsi,rax
shr    rsi,0x1c
xor    rsi,rax
mov    QWORD PTR [rsp+rdx*8+0x60],rsi
inc    rdx
cmp    rdx,r11
jb     111de0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
mov    eax,r11d
and    eax,0x7
cmp    rax,0x1
sbb    r8,0xffffffffffffffff
mov    rcx,r14
shr    rcx,0x20
lea    r12,[r8*8+0x0]
mov    eax,r14d
vmovq  xmm0,rax
vpbroadcastq ymm0,xmm0
mov    QWORD PTR [rsp+0x50],rcx
test   rcx,rcx
mov    QWORD PTR [rsp+0x18],r13
je     1122da <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8ba>
mov    rax,r14
mul    QWORD PTR [rsp+0x78]
mov    rdi,rdx
mov    QWORD PTR [rsp+0x8],rbp
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x70]
mov    r9,rdx
mov    rsi,r10
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x68]
mov    QWORD PTR [rsp+0x10],r11
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x60]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
shld   rdi,rbp,0x6
vmovq  xmm1,rdi
vmovq  xmm2,r9
vpunpcklqdq xmm1,xmm2,xmm1
vmovq  xmm2,r11
vmovq  xmm3,rdx
vpunpcklqdq xmm2,xmm3,xmm2
vinserti128 ymm2,ymm2,xmm1,0x1
vpbroadcastq ymm1,QWORD PTR [rip+0xffffffffffeff4e0]        # 113c8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x168>
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x160],ymm2
mov    rax,r14
mul    QWORD PTR [rsp+0x98]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x90]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x88]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x80]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
mov    r10,rsi
shld   rdi,rbp,0x6
mov    rbp,QWORD PTR [rsp+0x8]
mov    r13,QWORD PTR [rsp+0x18]
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm3,xmm2
vmovq  xmm3,r11
mov    r11,QWORD PTR [rsp+0x10]
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm4,xmm3
vinserti128 ymm2,ymm3,xmm2,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x180],ymm2
cmp    r8,0x1
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
mov    rax,r14
mul    QWORD PTR [rsp+0xa0]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xa8]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xb0]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xb8]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
shld   rdi,rbp,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm2
mov    rax,r14
mul    QWORD PTR [rsp+0xc0]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xc8]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xd0]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xd8]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
mov    r10,rsi
shld   rdi,rbp,0x6
mov    rbp,QWORD PTR [rsp+0x8]
mov    r13,QWORD PTR [rsp+0x18]
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
mov    r11,QWORD PTR [rsp+0x10]
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm2
cmp    r8,0x2
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
mov    rax,r14
mul    QWORD PTR [rsp+0xe0]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xe8]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xf0]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0xf8]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
shld   rdi,rbp,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm2
mov    rax,r14
mul    QWORD PTR [rsp+0x100]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x108]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x110]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x118]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
mov    r10,rsi
shld   rdi,rbp,0x6
mov    rbp,QWORD PTR [rsp+0x8]
mov    r13,QWORD PTR [rsp+0x18]
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
mov    r11,QWORD PTR [rsp+0x10]
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x200],ymm2
cmp    r8,0x3
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
mov    rax,r14
mul    QWORD PTR [rsp+0x120]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x128]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x130]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x138]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
shld   rdi,rbp,0x6
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x220],ymm2
mov    rax,r14
mul    QWORD PTR [rsp+0x140]
mov    rdi,rdx
mov    rbp,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x148]
mov    r9,rdx
mov    r10,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x150]
mov    r11,rdx
mov    rcx,rax
mov    rax,r14
mul    QWORD PTR [rsp+0x158]
shld   rdx,rax,0x6
shld   r11,rcx,0x6
shld   r9,r10,0x6
mov    r10,rsi
shld   rdi,rbp,0x6
mov    rbp,QWORD PTR [rsp+0x8]
mov    r13,QWORD PTR [rsp+0x18]
vmovq  xmm2,rdi
vmovq  xmm3,r9
vpunpcklqdq xmm2,xmm2,xmm3
vmovq  xmm3,r11
mov    r11,QWORD PTR [rsp+0x10]
vmovq  xmm4,rdx
vpunpcklqdq xmm3,xmm3,xmm4
vinserti128 ymm2,ymm2,xmm3,0x1
jmp    112475 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa55>
vmovdqu ymm1,YMMWORD PTR [rsp+0x60]
vmovdqu ymm2,YMMWORD PTR [rsp+0x80]
vpsrlq ymm3,ymm1,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm1,ymm1,ymm0
vpsrlq ymm1,ymm1,0x20
vpaddq ymm1,ymm1,ymm3
vpsrlq ymm3,ymm2,0x20
vpmuludq ymm3,ymm3,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm3
vpsrlq ymm3,ymm1,0x1a
vpbroadcastq ymm1,QWORD PTR [rip+0xffffffffffeff095]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vpand  ymm3,ymm3,ymm1
vmovdqu YMMWORD PTR [rsp+0x160],ymm3
vpsrlq ymm2,ymm2,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x180],ymm2
cmp    r8,0x1
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
vmovdqu ymm2,YMMWORD PTR [rsp+0xa0]
vmovdqu ymm3,YMMWORD PTR [rsp+0xc0]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm3,ymm3,ymm0
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm2,ymm2,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm2
vpsrlq ymm2,ymm3,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm2
cmp    r8,0x2
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
vmovdqu ymm2,YMMWORD PTR [rsp+0xe0]
vmovdqu ymm3,YMMWORD PTR [rsp+0x100]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm3,ymm3,ymm0
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm2,ymm2,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm2
vpsrlq ymm2,ymm3,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x200],ymm2
cmp    r8,0x3
je     11248c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa6c>
vmovdqu ymm2,YMMWORD PTR [rsp+0x120]
vmovdqu ymm3,YMMWORD PTR [rsp+0x140]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm2,ymm2,ymm0
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm4,ymm4,ymm0
vpmuludq ymm3,ymm3,ymm0
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm2,ymm2,0x1a
vpand  ymm2,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x220],ymm2
vpsrlq ymm2,ymm3,0x1a
vpand  ymm1,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x240],ymm1
cmp    r8,0x4
jne    1131d5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17b5>
vmovups ymm1,YMMWORD PTR [rsp+0x60]
vshufps ymm1,ymm1,YMMWORD PTR [rsp+0x80],0x88
vpermpd ymm2,ymm1,0xd8
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffefeb81]        # 1102c <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x4>
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x260],ymm2
cmp    r8,0x1
je     112562 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb42>
vmovups ymm2,YMMWORD PTR [rsp+0xa0]
vshufps ymm2,ymm2,YMMWORD PTR [rsp+0xc0],0x88
vpermpd ymm2,ymm2,0xd8
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x280],ymm2
cmp    r8,0x2
je     112562 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb42>
vmovups ymm2,YMMWORD PTR [rsp+0xe0]
vshufps ymm2,ymm2,YMMWORD PTR [rsp+0x100],0x88
vpermpd ymm2,ymm2,0xd8
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm2
cmp    r8,0x3
je     112562 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb42>
vmovups ymm2,YMMWORD PTR [rsp+0x120]
vshufps ymm2,ymm2,YMMWORD PTR [rsp+0x140],0x88
vpermpd ymm2,ymm2,0xd8
vpmulld ymm2,ymm2,ymm1
vpsrld ymm2,ymm2,0x16
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm2
cmp    r8,0x4
jne    1131d5 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x17b5>
cmp    BYTE PTR [rsp+0x2c],0x0
je     112610 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbf0>
lea    rcx,[rsp+0x160]
lea    rdx,[r11*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     1125b1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb91>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
nop    WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    1125a0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb80>
cmp    rdx,0x38
jb     112610 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xbf0>
lea    rcx,[rcx+r11*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    1125c0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba0>
mov    rax,QWORD PTR [rbp+0x10]
mov    QWORD PTR [rsp+0x30],rax
vmovq  xmm2,rax
and    ebx,0xf
shl    ebx,0xc
add    rbx,QWORD PTR [rip+0xf913d]        # 20b768 <_DYNAMIC+0xc28>
vpbroadcastq ymm2,xmm2
mov    rax,QWORD PTR [rsp+0x20]
mov    rcx,QWORD PTR [rax]
mov    QWORD PTR [rsp+0x48],rcx
mov    rax,QWORD PTR [rax+0x8]
mov    QWORD PTR [rsp+0x8],rax
lea    rax,[r13+0x20]
mov    QWORD PTR [rsp+0x38],rax
xor    r12d,r12d
lea    r8,[rsp+0x2e0]
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff009be]        # 13020 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x580>
vpcmpeqd ymm4,ymm4,ymm4
vmovdqa ymm5,YMMWORD PTR [rip+0xfffffffffff00932]        # 12fa0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
vmovdqa ymm6,YMMWORD PTR [rip+0xfffffffffff00a4a]        # 130c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpxor  xmm7,xmm7,xmm7
lea    rax,[rsp+0x60]
mov    QWORD PTR [rsp+0x40],r10
jmp    11269c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc7c>
cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,rbp
cmp    r10,r12
je     113118 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x16f8>
mov    r13,r11
mov    rdi,r12
mov    rbp,r8
mov    r8,rax
add    r12,r11
mov    r11,r10
sub    r11,r12
cmp    r11,0x20
mov    eax,0x20
cmovae r11,rax
cmp    r10,r12
je     112d00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12e0>
mov    rax,r11
add    rax,r12
jb     113160 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1740>
cmp    rax,r10
ja     113160 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1740>
mov    rsi,r13
mov    r9,r11
shr    r9,0x3
je     11285f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe3f>
mov    rax,r9
shl    rax,0x6
mov    rcx,QWORD PTR [rsp+0x38]
lea    rcx,[rcx+r12*8]
xor    edx,edx
xchg   ax,ax
vpshufd ymm8,YMMWORD PTR [rcx+rdx*1],0xb1
vpxor  ymm8,ymm8,ymm2
vpshufb ymm9,ymm8,ymm6
vpsrlq ymm10,ymm8,0xf
vpsllq ymm11,ymm8,0x31
vpor   ymm10,ymm11,ymm10
vpxor  ymm8,ymm9,ymm8
vpxor  ymm10,ymm8,ymm10
vpbroadcastq ymm9,QWORD PTR [rip+0xffffffffffefec15]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq ymm11,ymm10,ymm9
vpsrlq ymm12,ymm10,0x20
vpbroadcastq ymm8,QWORD PTR [rip+0xffffffffffefea29]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq ymm12,ymm12,ymm8
vpaddq ymm11,ymm12,ymm11
vpsllq ymm11,ymm11,0x20
vpmuludq ymm10,ymm10,ymm8
vpaddq ymm11,ymm11,ymm10
vpsrlq ymm12,ymm11,0x23
vpbroadcastq ymm13,QWORD PTR [rip+0xffffffffffefe930]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm12,ymm12,ymm13
vpblendd ymm10,ymm10,ymm7,0xaa
vpxor  ymm10,ymm12,ymm10
vpmuludq ymm12,ymm10,ymm9
vpsrlq ymm11,ymm11,0x20
vpmuludq ymm11,ymm11,ymm8
vpaddq ymm11,ymm12,ymm11
vpsllq ymm11,ymm11,0x20
vpmuludq ymm10,ymm10,ymm8
vpaddq ymm10,ymm11,ymm10
vpsrlq ymm11,ymm10,0x1c
vpshufd ymm12,YMMWORD PTR [rcx+rdx*1-0x20],0xb1
vpxor  ymm10,ymm11,ymm10
vpxor  ymm11,ymm12,ymm2
vpshufb ymm12,ymm11,ymm6
vpsrlq ymm14,ymm11,0xf
vpsllq ymm15,ymm11,0x31
vpor   ymm14,ymm15,ymm14
vpxor  ymm11,ymm12,ymm11
vpxor  ymm11,ymm11,ymm14
vpmuludq ymm12,ymm11,ymm9
vpsrlq ymm14,ymm11,0x20
vpmuludq ymm14,ymm14,ymm8
vpaddq ymm12,ymm14,ymm12
vpsllq ymm12,ymm12,0x20
vpmuludq ymm11,ymm11,ymm8
vpaddq ymm12,ymm12,ymm11
vpsrlq ymm14,ymm12,0x23
vpaddq ymm13,ymm14,ymm13
vpblendd ymm11,ymm11,ymm7,0xaa
vpxor  ymm11,ymm13,ymm11
vpmuludq ymm9,ymm11,ymm9
vpsrlq ymm12,ymm12,0x20
vpmuludq ymm12,ymm12,ymm8
vpaddq ymm9,ymm9,ymm12
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm11,ymm8
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm9,ymm8,0x1c
vpxor  ymm8,ymm9,ymm8
vmovdqu YMMWORD PTR [rbp+rdx*1+0x0],ymm8
vmovdqu YMMWORD PTR [rbp+rdx*1+0x20],ymm10
add    rdx,0x40
cmp    rax,rdx
jne    112700 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xce0>
mov    QWORD PTR [rsp+0x20],r9
mov    QWORD PTR [rsp+0x10],r12
mov    edx,r11d
and    edx,0x38
cmp    rdx,r11
je     1129fc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xfdc>
mov    r9,rdx
or     r9,0x1
cmp    r11,r9
cmova  r9,r11
mov    rax,QWORD PTR [rsp+0x18]
mov    rcx,QWORD PTR [rsp+0x10]
lea    rax,[rax+rcx*8]
mov    rcx,r9
sub    rcx,rdx
cmp    rcx,0x4
jae    1128b7 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xe97>
mov    rcx,rdx
movabs r12,0x9fb21c651e98df25
mov    r13,QWORD PTR [rsp+0x30]
jmp    1129b0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
mov    r10d,r9d
and    r10d,0x3
sub    rcx,r10
add    rcx,rdx
and    r9,0xfffffffffffffffc
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm8,YMMWORD PTR [rax+rdx*8],0xb1
vpxor  ymm8,ymm8,ymm2
vpsrlq ymm9,ymm8,0xf
vpsllq ymm10,ymm8,0x31
vpor   ymm9,ymm10,ymm9
vpshufb ymm10,ymm8,ymm6
vpxor  ymm8,ymm9,ymm8
vpxor  ymm8,ymm8,ymm10
vpbroadcastq ymm9,QWORD PTR [rip+0xffffffffffefea45]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq ymm10,ymm8,ymm9
vpsrlq ymm11,ymm8,0x20
vpbroadcastq ymm12,QWORD PTR [rip+0xffffffffffefe889]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmuludq ymm11,ymm11,ymm12
vpaddq ymm10,ymm10,ymm11
vpsllq ymm10,ymm10,0x20
vpmuludq ymm8,ymm8,ymm12
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm10,ymm8,0x23
vpbroadcastq ymm11,QWORD PTR [rip+0xffffffffffefe760]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm10,ymm10,ymm11
vpxor  ymm10,ymm10,ymm8
vpmuludq ymm11,ymm10,ymm12
vpmuludq ymm9,ymm10,ymm9
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm12
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpsrlq ymm9,ymm8,0x1c
vpxor  ymm8,ymm9,ymm8
vmovdqu YMMWORD PTR [rbp+rdx*8+0x0],ymm8
add    rdx,0x4
cmp    r9,rdx
jne    1128d0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xeb0>
test   r10,r10
movabs r12,0x9fb21c651e98df25
mov    r13,QWORD PTR [rsp+0x30]
je     1129fc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xfdc>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r13
mov    r9,rdx
rol    r9,0x31
mov    r10,rdx
rol    r10,0x18
xor    r10,r9
xor    r10,rdx
imul   r10,r12
mov    rdx,r10
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r10
imul   rdx,r12
mov    r9,rdx
shr    r9,0x1c
xor    r9,rdx
mov    QWORD PTR [rbp+rcx*8+0x0],r9
inc    rcx
cmp    rcx,r11
jb     1129b0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf90>
mov    eax,r11d
and    eax,0x7
cmp    rax,0x1
mov    rax,QWORD PTR [rsp+0x20]
sbb    rax,0xffffffffffffffff
mov    QWORD PTR [rsp+0x20],rax
lea    r9,[rax*8+0x0]
xor    r10d,r10d
mov    r13,rsi
jmp    112afc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10dc>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x18]
mov    rcx,rdx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x10]
mov    r13,r11
mov    r11,rdx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x8]
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x0]
vmovq  xmm8,rdx
vmovq  xmm9,r12
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r11
vmovq  xmm10,rcx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x38]
mov    rcx,rdx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x30]
mov    r11,rdx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm8,ymm8,xmm9,0x1
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x28]
mov    r12,rdx
mov    rax,r14
mul    QWORD PTR [rbp+r10*8+0x20]
vmovq  xmm9,rdx
vmovq  xmm10,r12
vpunpcklqdq xmm9,xmm9,xmm10
vmovq  xmm10,r11
mov    r11,r13
mov    r13,rsi
vmovq  xmm11,rcx
vpunpcklqdq xmm10,xmm10,xmm11
vinserti128 ymm9,ymm9,xmm10,0x1
vpsllq ymm8,ymm8,0x6
vmovdqu YMMWORD PTR [rbp+r10*8+0x100],ymm8
vpsllq ymm8,ymm9,0x6
vmovdqu YMMWORD PTR [rbp+r10*8+0x120],ymm8
add    r10,0x8
cmp    r9,r10
je     112b70 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1150>
cmp    r10,0x20
je     11312d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x170d>
cmp    QWORD PTR [rsp+0x50],0x0
jne    112a30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1010>
vmovdqu ymm8,YMMWORD PTR [rbp+r10*8+0x0]
vmovdqu ymm9,YMMWORD PTR [rbp+r10*8+0x20]
vpsrlq ymm10,ymm8,0x20
vpmuludq ymm10,ymm10,ymm0
vpmuludq ymm8,ymm8,ymm0
vpsrlq ymm8,ymm8,0x20
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm8,ymm8,0x20
vpsrlq ymm10,ymm9,0x20
vpmuludq ymm10,ymm10,ymm0
vpmuludq ymm9,ymm9,ymm0
vpsrlq ymm9,ymm9,0x20
vpaddq ymm9,ymm9,ymm10
vpsrlq ymm9,ymm9,0x20
jmp    112ad3 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10b3>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovups ymm8,YMMWORD PTR [rbp+0x0]
vshufps ymm8,ymm8,YMMWORD PTR [rbp+0x20],0x88
vpermpd ymm8,ymm8,0xd8
vpmulld ymm8,ymm8,ymm1
vpsrld ymm8,ymm8,0x16
vmovdqu YMMWORD PTR [rbp+0x200],ymm8
mov    rax,QWORD PTR [rsp+0x20]
cmp    rax,0x1
je     112c40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1220>
vmovups ymm8,YMMWORD PTR [rbp+0x40]
vshufps ymm8,ymm8,YMMWORD PTR [rbp+0x60],0x88
vpermpd ymm8,ymm8,0xd8
vpmulld ymm8,ymm8,ymm1
vpsrld ymm8,ymm8,0x16
vmovdqu YMMWORD PTR [rbp+0x220],ymm8
cmp    rax,0x2
je     112c40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1220>
vmovups ymm8,YMMWORD PTR [rbp+0x80]
vshufps ymm8,ymm8,YMMWORD PTR [rbp+0xa0],0x88
vpermpd ymm8,ymm8,0xd8
vpmulld ymm8,ymm8,ymm1
vpsrld ymm8,ymm8,0x16
vmovdqu YMMWORD PTR [rbp+0x240],ymm8
cmp    rax,0x3
je     112c40 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1220>
vmovups ymm8,YMMWORD PTR [rbp+0xc0]
vshufps ymm8,ymm8,YMMWORD PTR [rbp+0xe0],0x88
vpermpd ymm8,ymm8,0xd8
vpmulld ymm8,ymm8,ymm1
vpsrld ymm8,ymm8,0x16
vmovdqu YMMWORD PTR [rbp+0x260],ymm8
cmp    rax,0x4
jne    1131b6 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1796>
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x2c],0x0
mov    r10,QWORD PTR [rsp+0x40]
mov    r12,QWORD PTR [rsp+0x10]
je     112d00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12e0>
lea    rcx,[r11*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[rbp+0x100]
test   dl,0x38
je     112c91 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1271>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[rbp+0x100]
xchg   ax,ax
mov    r9,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r15+r9*1]
dec    rdx
jne    112c80 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1260>
cmp    rcx,0x38
jb     112d00 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x12e0>
lea    rcx,[rbp+0x100]
lea    rcx,[rcx+r11*8]
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [r15+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [r15+rdx*1]
cmp    rax,rcx
jne    112cb0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1290>
cmp    r12,rdi
jb     113148 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1728>
cmp    r12,QWORD PTR [rsp+0x8]
ja     113148 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1728>
add    rdi,QWORD PTR [rsp+0x48]
cmp    r13,0x20
jne    112ed0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14b0>
mov    rax,0xffffffffffffffe0
nop    WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r8+rax*8+0x200]
vpbroadcastd ymm8,DWORD PTR [r8+rax*8+0x100]
mov    edx,DWORD PTR [r8+rax*4+0x280]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb ecx,ymm8
not    ecx
test   DWORD PTR [rbx+rdx*4],ecx
sete   BYTE PTR [rdi+rax*1+0x20]
mov    rcx,QWORD PTR [r8+rax*8+0x208]
vpbroadcastd ymm8,DWORD PTR [r8+rax*8+0x108]
mov    edx,DWORD PTR [r8+rax*4+0x284]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb ecx,ymm8
not    ecx
test   DWORD PTR [rbx+rdx*4],ecx
sete   BYTE PTR [rdi+rax*1+0x21]
mov    rcx,QWORD PTR [r8+rax*8+0x210]
vpbroadcastd ymm8,DWORD PTR [r8+rax*8+0x110]
mov    edx,DWORD PTR [r8+rax*4+0x288]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb ecx,ymm8
not    ecx
test   DWORD PTR [rbx+rdx*4],ecx
sete   BYTE PTR [rdi+rax*1+0x22]
mov    rcx,QWORD PTR [r8+rax*8+0x218]
vpbroadcastd ymm8,DWORD PTR [r8+rax*8+0x118]
mov    edx,DWORD PTR [r8+rax*4+0x28c]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb ecx,ymm8
not    ecx
test   DWORD PTR [rbx+rdx*4],ecx
sete   BYTE PTR [rdi+rax*1+0x23]
add    rax,0x4
jne    112d30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1310>
jmp    112690 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,r13
and    rax,0x3c
je     113084 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1664>
xor    ecx,ecx
nop
cmp    rcx,0x20
je     11319e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x177e>
mov    rdx,QWORD PTR [r8+rcx*8+0x100]
vpbroadcastd ymm8,DWORD PTR [r8+rcx*8]
mov    r9d,DWORD PTR [r8+rcx*4+0x200]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb edx,ymm8
not    edx
test   DWORD PTR [rbx+r9*4],edx
sete   BYTE PTR [rdi+rcx*1]
mov    rdx,QWORD PTR [r8+rcx*8+0x108]
vpbroadcastd ymm8,DWORD PTR [r8+rcx*8+0x8]
mov    r9d,DWORD PTR [r8+rcx*4+0x204]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb edx,ymm8
not    edx
test   DWORD PTR [rbx+r9*4],edx
sete   BYTE PTR [rdi+rcx*1+0x1]
mov    rdx,QWORD PTR [r8+rcx*8+0x110]
vpbroadcastd ymm8,DWORD PTR [r8+rcx*8+0x10]
mov    r9d,DWORD PTR [r8+rcx*4+0x208]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb edx,ymm8
not    edx
test   DWORD PTR [rbx+r9*4],edx
sete   BYTE PTR [rdi+rcx*1+0x2]
mov    rdx,QWORD PTR [r8+rcx*8+0x118]
vpbroadcastd ymm8,DWORD PTR [r8+rcx*8+0x18]
mov    r9d,DWORD PTR [r8+rcx*4+0x20c]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rdx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb edx,ymm8
not    edx
test   DWORD PTR [rbx+r9*4],edx
sete   BYTE PTR [rdi+rcx*1+0x3]
add    rcx,0x4
cmp    rax,rcx
jne    112ee0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x14c0>
cmp    rax,r13
je     112690 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
jmp    11308d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x166d>
test   r13,r13
je     112690 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
dec    r13
mov    rcx,QWORD PTR [r8+rax*8+0x100]
vpbroadcastd ymm8,DWORD PTR [r8+rax*8]
mov    edx,DWORD PTR [r8+rax*4+0x200]
vpmulld ymm9,ymm8,ymm3
vpxor  ymm9,ymm9,ymm4
vpsrld ymm9,ymm9,0x1b
vpmulld ymm8,ymm8,ymm5
vpxor  ymm8,ymm8,ymm4
vpsrld ymm8,ymm8,0x1b
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1]
vpsllvd ymm9,ymm10,ymm9
vmovdqa ymm10,YMMWORD PTR [r15+rcx*1+0x20]
vpsllvd ymm8,ymm10,ymm8
vpackssdw ymm8,ymm9,ymm8
vpmovmskb ecx,ymm8
not    ecx
test   DWORD PTR [rbx+rdx*4],ecx
sete   BYTE PTR [rdi+rax*1]
cmp    r13,rax
je     112690 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xc70>
inc    rax
cmp    rax,0x20
jb     113090 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1670>
lea    rdx,[rip+0xf4b41]        # 207c48 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x910>
mov    esi,0x20
mov    rdi,rax
vzeroupper
call   QWORD PTR [rip+0xf7c78]        # 20ad90 <_DYNAMIC+0x250>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xf4744]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edx,0x20
mov    rdi,r10
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xf7d28]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xf5039]        # 208188 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0xe50>
mov    rsi,r12
mov    rdx,QWORD PTR [rsp+0x8]
vzeroupper
call   QWORD PTR [rip+0xf7d10]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xf4741]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rdi,r12
mov    rsi,rax
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0xf7cf7]        # 20ae70 <_DYNAMIC+0x330>
add    rdx,0x8
lea    rcx,[rip+0xfffffffffff24f7c]        # 38100 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11e08>
lea    r9,[rip+0xf4705]        # 207890 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x558>
lea    rsi,[rsp+0x58]
mov    r8d,0x33
xor    edi,edi
call   QWORD PTR [rip+0xf7f5a]        # 20b0f8 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xf4aa3]        # 207c48 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x910>
mov    esi,0x20
mov    rdi,rcx
vzeroupper
call   QWORD PTR [rip+0xf7bda]        # 20ad90 <_DYNAMIC+0x250>
lea    rcx,[rip+0xf46bb]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    esi,0x28
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xf7c9b]        # 20ae70 <_DYNAMIC+0x330>
lea    rcx,[rip+0xf469c]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r12
vzeroupper
call   QWORD PTR [rip+0xf7c7e]        # 20ae70 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
