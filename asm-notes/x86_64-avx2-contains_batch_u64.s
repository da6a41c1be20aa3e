000000000010bff0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x1c],r9d
mov    QWORD PTR [rsp+0x48],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    10d1cc <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11dc>
mov    rbp,r8
mov    r14,rcx
mov    r15,rsi
mov    r12,rdx
mov    r13,QWORD PTR [rdi]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x130],ymm0
vmovdqu YMMWORD PTR [rsp+0x110],ymm0
vmovdqu YMMWORD PTR [rsp+0xf0],ymm0
vmovdqu YMMWORD PTR [rsp+0xd0],ymm0
vmovdqu YMMWORD PTR [rsp+0xb0],ymm0
vmovdqu YMMWORD PTR [rsp+0x90],ymm0
vmovdqu YMMWORD PTR [rsp+0x70],ymm0
vmovdqu YMMWORD PTR [rsp+0x50],ymm0
lea    rbx,[rsp+0x2d8]
mov    edx,0x280
mov    rdi,rbx
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0xfe0c3]        # 20a148 <memset@GLIBC_2.2.5>
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x150],ymm0
vmovdqu YMMWORD PTR [rsp+0x170],ymm0
vmovdqu YMMWORD PTR [rsp+0x190],ymm0
vmovdqu YMMWORD PTR [rsp+0x1b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1d0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x210],ymm0
vmovdqu YMMWORD PTR [rsp+0x230],ymm0
vmovdqu YMMWORD PTR [rsp+0x250],ymm0
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
mov    r8,QWORD PTR [r14+0x8]
cmp    r8,0x20
mov    r9d,0x20
cmovb  r9,r8
test   r8,r8
je     10d067 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1077>
mov    r11,QWORD PTR [r14]
mov    rcx,r9
shr    rcx,0x3
mov    eax,r9d
and    eax,0x38
test   rcx,rcx
je     10c284 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x294>
vpbroadcastq ymm0,QWORD PTR [r14+0x10]
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff0521a]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff05039]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff06f91]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff04f58]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    DWORD PTR [rax+0x0]
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
vmovdqu YMMWORD PTR [rsp+rdx*1+0x2d8],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x2f8],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    10c160 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x170>
movabs r10,0x9fb21c651e98df25
cmp    rax,r9
je     10c3ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ff>
mov    rdx,rax
or     rdx,0x1
cmp    r9,rdx
cmova  rdx,r9
mov    rcx,QWORD PTR [r14+0x10]
mov    rsi,rdx
sub    rsi,rax
cmp    rsi,0x4
jae    10c2bd <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2cd>
mov    rsi,rax
jmp    10c3a0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b0>
and    edx,0x3
sub    rsi,rdx
add    rsi,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff06e08]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff05077]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff04ec6]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff04dbd]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
vmovdqu YMMWORD PTR [rsp+rax*8+0x2d8],ymm5
add    rax,0x4
cmp    rsi,rax
jne    10c300 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x310>
test   rdx,rdx
je     10c3ef <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3ff>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r11+rsi*8]
rol    rax,0x20
xor    rax,rcx
mov    rdx,rax
rol    rdx,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rdx
xor    rdi,rax
imul   rdi,r10
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r10
mov    rdx,rax
shr    rdx,0x1c
xor    rdx,rax
mov    QWORD PTR [rsp+rsi*8+0x2d8],rdx
inc    rsi
cmp    rsi,r9
jb     10c3a0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3b0>
mov    QWORD PTR [rsp+0x10],r14
lea    r10,[rsp+0x3d8]
movabs r14,0x1fffffffc0
mov    esi,0x9e3779b1
add    r12,r12
mov    QWORD PTR [rsp+0x8],r12
vmovq  xmm1,r12
cmp    r8,0x4
mov    QWORD PTR [rsp+0x30],r11
mov    QWORD PTR [rsp+0x20],rbp
jae    10c42d <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x43d>
mov    rcx,r10
jmp    10c464 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x474>
lea    rax,[rsp+0x4d8]
lea    rdx,[rsp+r9*8]
add    rdx,0x3d8
lea    rdi,[rsp+r9*4]
add    rdi,0x4d8
mov    rcx,r10
cmp    r10,rdi
setb   dil
cmp    rax,rdx
setb   al
test   dil,al
je     10d07c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x108c>
mov    rbp,r8
xor    edi,edi
mov    r10,QWORD PTR [rsp+0x8]
xchg   ax,ax
mov    rax,QWORD PTR [rsp+rdi*8+0x2d8]
mov    rdx,rax
shr    rdx,0x20
imul   rdx,r10
mov    r8,rdx
shr    r8,0x1b
and    r8,r14
mov    QWORD PTR [rsp+rdi*8+0x3d8],r8
shr    rdx,0x20
and    edx,0x1
imul   eax,esi
shr    eax,0x16
movzx  eax,WORD PTR [r13+rax*2+0x0]
and    eax,0x1ff
lea    eax,[rdx+rax*2]
mov    DWORD PTR [rsp+rdi*4+0x4d8],eax
inc    rdi
cmp    r9,rdi
jne    10c470 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x480>
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r8,rbp
mov    r14,QWORD PTR [rsp+0x20]
je     10c570 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
lea    rdx,[r9*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     10c511 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x521>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r15+rdi*1]
dec    rsi
jne    10c500 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x510>
cmp    rdx,0x38
jb     10c570 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
lea    rcx,[rcx+r9*8]
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
jne    10c520 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x530>
mov    rax,QWORD PTR [rsp+0x10]
mov    r10,QWORD PTR [rax+0x10]
vmovq  xmm0,r10
vpbroadcastq ymm0,xmm0
mov    rax,QWORD PTR [r14]
mov    QWORD PTR [rsp+0x40],rax
mov    r14,QWORD PTR [r14+0x8]
vpbroadcastq ymm1,xmm1
lea    rax,[r11+0x20]
mov    QWORD PTR [rsp+0x38],rax
lea    r12,[rsp+0x50]
xor    esi,esi
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffff06a34]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xfffffffffff04a8b]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff069a3]        # 12f60 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4b0>
vpxor  xmm5,xmm5,xmm5
vmovdqa xmm6,XMMWORD PTR [rip+0xfffffffffff04277]        # 10840 <anon.58baeeae7d5fe476157d296c9f08f803.346.llvm.5844774155465566772+0x190>
vmovdqa ymm7,YMMWORD PTR [rip+0xfffffffffff06b0f]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
mov    QWORD PTR [rsp+0x10],r10
mov    QWORD PTR [rsp+0x28],r8
mov    QWORD PTR [rsp+0x20],r14
jmp    10c606 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x616>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rbx,rbp
mov    r8,QWORD PTR [rsp+0x28]
cmp    r8,rsi
mov    r10,QWORD PTR [rsp+0x10]
je     10d067 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1077>
mov    r11,r9
mov    rdi,rsi
mov    rbp,r12
mov    r12,rbx
add    rsi,r9
mov    r9,r8
sub    r9,rsi
cmp    r9,0x20
mov    eax,0x20
cmovae r9,rax
mov    rcx,r8
sub    rcx,rsi
je     10caa0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xab0>
mov    r8,r9
add    r8,rsi
jb     10d1b1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c1>
cmp    r8,QWORD PTR [rsp+0x28]
ja     10d1b1 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11c1>
mov    r8,r9
shr    r8,0x3
je     10c7cf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7df>
shl    r8,0x6
mov    rax,QWORD PTR [rsp+0x38]
lea    rbx,[rax+rsi*8]
xor    edx,edx
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm8,YMMWORD PTR [rbx+rdx*1],0xb1
vpxor  ymm8,ymm8,ymm0
vpshufb ymm9,ymm8,ymm7
vpsrlq ymm10,ymm8,0xf
vpsllq ymm11,ymm8,0x31
vpor   ymm10,ymm11,ymm10
vpxor  ymm8,ymm9,ymm8
vpxor  ymm10,ymm8,ymm10
vpbroadcastq ymm9,QWORD PTR [rip+0xfffffffffff04cb5]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpmuludq ymm11,ymm10,ymm9
vpsrlq ymm12,ymm10,0x20
vpbroadcastq ymm8,QWORD PTR [rip+0xfffffffffff04ac9]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq ymm12,ymm12,ymm8
vpaddq ymm11,ymm12,ymm11
vpsllq ymm11,ymm11,0x20
vpmuludq ymm10,ymm10,ymm8
vpaddq ymm11,ymm11,ymm10
vpsrlq ymm12,ymm11,0x23
vpbroadcastq ymm13,QWORD PTR [rip+0xfffffffffff049d0]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm12,ymm12,ymm13
vpblendd ymm10,ymm10,ymm5,0xaa
vpxor  ymm10,ymm12,ymm10
vpmuludq ymm12,ymm10,ymm9
vpsrlq ymm11,ymm11,0x20
vpmuludq ymm11,ymm11,ymm8
vpaddq ymm11,ymm12,ymm11
vpsllq ymm11,ymm11,0x20
vpmuludq ymm10,ymm10,ymm8
vpaddq ymm10,ymm11,ymm10
vpsrlq ymm11,ymm10,0x1c
vpshufd ymm12,YMMWORD PTR [rbx+rdx*1-0x20],0xb1
vpxor  ymm10,ymm11,ymm10
vpxor  ymm11,ymm12,ymm0
vpshufb ymm12,ymm11,ymm7
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
vpblendd ymm11,ymm11,ymm5,0xaa
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
cmp    r8,rdx
jne    10c670 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x680>
mov    edx,r9d
and    edx,0x38
cmp    rdx,r9
je     10c961 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x971>
mov    rax,rdx
or     rax,0x1
cmp    r9,rax
cmova  rax,r9
mov    r8,QWORD PTR [rsp+0x30]
lea    r8,[r8+rsi*8]
mov    rbx,rax
sub    rbx,rdx
cmp    rbx,0x4
jae    10c813 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x823>
mov    rbx,rdx
movabs r14,0x9fb21c651e98df25
jmp    10c910 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x920>
mov    r10d,eax
and    r10d,0x3
sub    rbx,r10
add    rbx,rdx
and    rax,0xfffffffffffffffc
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm8,YMMWORD PTR [r8+rdx*8],0xb1
vpxor  ymm8,ymm8,ymm0
vpsrlq ymm9,ymm8,0xf
vpsllq ymm10,ymm8,0x31
vpor   ymm9,ymm10,ymm9
vpshufb ymm10,ymm8,ymm7
vpxor  ymm8,ymm9,ymm8
vpxor  ymm8,ymm8,ymm10
vpbroadcastq ymm9,QWORD PTR [rip+0xfffffffffff04af4]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpmuludq ymm10,ymm8,ymm9
vpsrlq ymm11,ymm8,0x20
vpbroadcastq ymm12,QWORD PTR [rip+0xfffffffffff04938]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmuludq ymm11,ymm11,ymm12
vpaddq ymm10,ymm10,ymm11
vpsllq ymm10,ymm10,0x20
vpmuludq ymm8,ymm8,ymm12
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm10,ymm8,0x23
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff0480f]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
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
cmp    rax,rdx
jne    10c830 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x840>
test   r10,r10
movabs r14,0x9fb21c651e98df25
mov    r10,QWORD PTR [rsp+0x10]
je     10c961 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x971>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r8+rbx*8]
rol    rax,0x20
xor    rax,r10
mov    rdx,rax
rol    rdx,0x31
mov    r10,rax
rol    r10,0x18
xor    r10,rdx
xor    r10,rax
imul   r10,r14
mov    rax,r10
shr    rax,0x23
add    rax,0x8
xor    rax,r10
mov    r10,QWORD PTR [rsp+0x10]
imul   rax,r14
mov    rdx,rax
shr    rdx,0x1c
xor    rdx,rax
mov    QWORD PTR [rbp+rbx*8+0x0],rdx
inc    rbx
cmp    rbx,r9
jb     10c910 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x920>
lea    r8,[rbp+0x100]
cmp    rcx,0x4
jb     10c99f <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9af>
lea    rax,[rbp+0x200]
lea    rcx,[r9*8+0x100]
add    rcx,rbp
lea    rdx,[r9*4+0x200]
add    rdx,rbp
cmp    r8,rdx
setb   dl
cmp    rax,rcx
setb   al
test   dl,al
je     10cf49 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf59>
xor    ecx,ecx
mov    rbx,QWORD PTR [rsp+0x8]
movabs r14,0x1fffffffc0
mov    rax,QWORD PTR [r8+rcx*8-0x100]
mov    edx,0x9e3779b1
imul   edx,eax
shr    rax,0x20
imul   rax,rbx
mov    r10,rax
shr    r10,0x1b
and    r10,r14
mov    QWORD PTR [r8+rcx*8],r10
shr    rax,0x20
and    eax,0x1
shr    edx,0x16
movzx  edx,WORD PTR [r13+rdx*2+0x0]
and    edx,0x1ff
lea    eax,[rax+rdx*2]
mov    DWORD PTR [r8+rcx*4+0x100],eax
inc    rcx
cmp    r9,rcx
jne    10c9b0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c0>
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r14,QWORD PTR [rsp+0x20]
je     10caa0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xab0>
lea    rcx,[r9*8-0x8]
mov    edx,ecx
not    edx
mov    rax,r8
test   dl,0x38
je     10ca41 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa51>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
mov    rax,r8
mov    r10,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r15+r10*1]
dec    rdx
jne    10ca30 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa40>
cmp    rcx,0x38
jb     10caa0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xab0>
lea    rcx,[r8+r9*8]
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
jne    10ca50 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa60>
cmp    rsi,rdi
jb     10d19e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11ae>
cmp    rsi,r14
ja     10d19e <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x11ae>
add    rdi,QWORD PTR [rsp+0x40]
cmp    r11,0x20
jne    10ccc0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcd0>
mov    rcx,0xffffffffffffffe0
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r12+rcx*8+0x200]
add    rax,r15
mov    edx,DWORD PTR [r12+rcx*4+0x280]
mov    r8d,DWORD PTR [r12+rcx*4+0x284]
mov    r10d,edx
shr    r10d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm8,YMMWORD PTR [rdx+rax*1]
vmovd  xmm9,r10d
vpbroadcastd ymm9,xmm9
vmovd  xmm10,DWORD PTR [r12+rcx*8+0x100]
vpbroadcastd ymm10,xmm10
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
vpsllvd ymm9,ymm9,ymm4
vpsrad ymm9,ymm9,0x1f
vpand  ymm9,ymm9,ymm10
vpandn ymm8,ymm8,ymm9
mov    rax,QWORD PTR [r12+rcx*8+0x208]
add    rax,r15
mov    edx,r8d
shr    edx,1
shl    r8d,0x5
and    r8d,0x20
vmovdqa ymm9,YMMWORD PTR [r8+rax*1]
vmovd  xmm10,edx
vpbroadcastd ymm10,xmm10
vmovd  xmm11,DWORD PTR [r12+rcx*8+0x108]
vpbroadcastd ymm11,xmm11
vpmulld ymm11,ymm11,ymm2
vpsrld ymm11,ymm11,0x1b
vpsllvd ymm11,ymm3,ymm11
vpsllvd ymm10,ymm10,ymm4
vpsrad ymm10,ymm10,0x1f
vpand  ymm10,ymm10,ymm11
vpandn ymm9,ymm9,ymm10
mov    rax,QWORD PTR [r12+rcx*8+0x210]
add    rax,r15
mov    edx,DWORD PTR [r12+rcx*4+0x288]
mov    r8d,edx
shr    r8d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm10,YMMWORD PTR [rdx+rax*1]
vmovd  xmm11,r8d
vpbroadcastd ymm11,xmm11
vmovd  xmm12,DWORD PTR [r12+rcx*8+0x110]
vpbroadcastd ymm12,xmm12
vpmulld ymm12,ymm12,ymm2
vpsrld ymm12,ymm12,0x1b
vpsllvd ymm12,ymm3,ymm12
vpsllvd ymm11,ymm11,ymm4
vpsrad ymm11,ymm11,0x1f
vpand  ymm11,ymm11,ymm12
vpandn ymm10,ymm10,ymm11
mov    rax,QWORD PTR [r12+rcx*8+0x218]
add    rax,r15
mov    edx,DWORD PTR [r12+rcx*4+0x28c]
mov    r8d,edx
shr    r8d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm11,YMMWORD PTR [rdx+rax*1]
vmovd  xmm12,r8d
vpbroadcastd ymm12,xmm12
vmovd  xmm13,DWORD PTR [r12+rcx*8+0x118]
vpbroadcastd ymm13,xmm13
vpmulld ymm13,ymm13,ymm2
vpsrld ymm13,ymm13,0x1b
vpsllvd ymm13,ymm3,ymm13
vpsllvd ymm12,ymm12,ymm4
vpsrad ymm12,ymm12,0x1f
vpand  ymm12,ymm12,ymm13
vpandn ymm11,ymm11,ymm12
vperm2i128 ymm12,ymm9,ymm11,0x31
vinserti128 ymm9,ymm9,xmm11,0x1
vpor   ymm9,ymm9,ymm12
vperm2i128 ymm11,ymm8,ymm10,0x31
vinserti128 ymm8,ymm8,xmm10,0x1
vpor   ymm8,ymm8,ymm11
vpunpckhqdq ymm10,ymm8,ymm9
vpunpcklqdq ymm8,ymm8,ymm9
vpor   ymm8,ymm8,ymm10
vpcmpeqq ymm8,ymm8,ymm5
vextracti128 xmm9,ymm8,0x1
vpackssdw xmm8,xmm8,xmm9
vpackssdw xmm8,xmm8,xmm8
vpacksswb xmm8,xmm8,xmm8
vpand  xmm8,xmm8,xmm6
vmovd  DWORD PTR [rdi+rcx*1+0x20],xmm8
add    rcx,0x4
jne    10cad0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xae0>
jmp    10c5f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
nop    DWORD PTR [rax]
mov    rcx,r11
and    rcx,0x3c
je     10cec0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xed0>
xor    r8d,r8d
cmp    r8,0x20
je     10d1f4 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1204>
mov    rax,QWORD PTR [r12+r8*8+0x100]
add    rax,r15
mov    edx,DWORD PTR [r12+r8*4+0x200]
mov    r10d,DWORD PTR [r12+r8*4+0x204]
mov    ebx,edx
shr    ebx,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm8,YMMWORD PTR [rdx+rax*1]
vmovd  xmm9,ebx
vpbroadcastd ymm9,xmm9
vmovd  xmm10,DWORD PTR [r12+r8*8]
vpbroadcastd ymm10,xmm10
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
vpsllvd ymm9,ymm9,ymm4
vpsrad ymm9,ymm9,0x1f
vpand  ymm9,ymm9,ymm10
vpandn ymm8,ymm8,ymm9
mov    rax,QWORD PTR [r12+r8*8+0x108]
add    rax,r15
mov    edx,r10d
shr    edx,1
shl    r10d,0x5
and    r10d,0x20
vmovdqa ymm9,YMMWORD PTR [r10+rax*1]
vmovd  xmm10,edx
vpbroadcastd ymm10,xmm10
vmovd  xmm11,DWORD PTR [r12+r8*8+0x8]
vpbroadcastd ymm11,xmm11
vpmulld ymm11,ymm11,ymm2
vpsrld ymm11,ymm11,0x1b
vpsllvd ymm11,ymm3,ymm11
vpsllvd ymm10,ymm10,ymm4
vpsrad ymm10,ymm10,0x1f
vpand  ymm10,ymm10,ymm11
vpandn ymm9,ymm9,ymm10
mov    rax,QWORD PTR [r12+r8*8+0x110]
add    rax,r15
mov    edx,DWORD PTR [r12+r8*4+0x208]
mov    r10d,edx
shr    r10d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm10,YMMWORD PTR [rdx+rax*1]
vmovd  xmm11,r10d
vpbroadcastd ymm11,xmm11
vmovd  xmm12,DWORD PTR [r12+r8*8+0x10]
vpbroadcastd ymm12,xmm12
vpmulld ymm12,ymm12,ymm2
vpsrld ymm12,ymm12,0x1b
vpsllvd ymm12,ymm3,ymm12
vpsllvd ymm11,ymm11,ymm4
vpsrad ymm11,ymm11,0x1f
vpand  ymm11,ymm11,ymm12
vpandn ymm10,ymm10,ymm11
mov    rax,QWORD PTR [r12+r8*8+0x118]
add    rax,r15
mov    edx,DWORD PTR [r12+r8*4+0x20c]
mov    r10d,edx
shr    r10d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm11,YMMWORD PTR [rdx+rax*1]
vmovd  xmm12,r10d
vpbroadcastd ymm12,xmm12
vmovd  xmm13,DWORD PTR [r12+r8*8+0x18]
vpbroadcastd ymm13,xmm13
vpmulld ymm13,ymm13,ymm2
vpsrld ymm13,ymm13,0x1b
vpsllvd ymm13,ymm3,ymm13
vpsllvd ymm12,ymm12,ymm4
vpsrad ymm12,ymm12,0x1f
vpand  ymm12,ymm12,ymm13
vpandn ymm11,ymm11,ymm12
vperm2i128 ymm12,ymm9,ymm11,0x31
vinserti128 ymm9,ymm9,xmm11,0x1
vpor   ymm9,ymm9,ymm12
vperm2i128 ymm11,ymm8,ymm10,0x31
vinserti128 ymm8,ymm8,xmm10,0x1
vpor   ymm8,ymm8,ymm11
vpunpckhqdq ymm10,ymm8,ymm9
vpunpcklqdq ymm8,ymm8,ymm9
vpor   ymm8,ymm8,ymm10
vpcmpeqq ymm8,ymm8,ymm5
vextracti128 xmm9,ymm8,0x1
vpackssdw xmm8,xmm8,xmm9
vpackssdw xmm8,xmm8,xmm8
vpacksswb xmm8,xmm8,xmm8
vpand  xmm8,xmm8,xmm6
vmovd  DWORD PTR [rdi+r8*1],xmm8
add    r8,0x4
cmp    rcx,r8
jne    10ccd0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xce0>
cmp    rcx,r11
je     10c5f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
jmp    10cec9 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xed9>
test   r11,r11
je     10c5f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
dec    r11
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [r12+rcx*8+0x100]
add    rax,r15
mov    edx,DWORD PTR [r12+rcx*4+0x200]
mov    r8d,edx
shr    r8d,1
shl    edx,0x5
and    edx,0x20
vmovdqa ymm8,YMMWORD PTR [rdx+rax*1]
vmovd  xmm9,r8d
vpbroadcastd ymm9,xmm9
vmovd  xmm10,DWORD PTR [r12+rcx*8]
vpbroadcastd ymm10,xmm10
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
vpsllvd ymm9,ymm9,ymm4
vpsrad ymm9,ymm9,0x1f
vpand  ymm9,ymm9,ymm10
vptest ymm8,ymm9
setb   BYTE PTR [rdi+rcx*1]
cmp    r11,rcx
je     10c5f0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
inc    rcx
cmp    rcx,0x20
jb     10ced0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xee0>
jmp    10d20c <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x121c>
mov    ecx,r9d
and    ecx,0x3c
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu ymm8,YMMWORD PTR [r8+rax*8-0x100]
vpsrlq ymm9,ymm8,0x20
vpmuludq ymm10,ymm9,ymm1
vpsrlq ymm11,ymm1,0x20
vpmuludq ymm9,ymm9,ymm11
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm10,ymm9
vpsrlq ymm10,ymm9,0x1b
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff04188]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpand  ymm10,ymm10,ymm11
vmovdqu YMMWORD PTR [r8+rax*8],ymm10
vextracti128 xmm10,ymm9,0x1
vbroadcastss xmm11,DWORD PTR [rip+0xfffffffffff0408e]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vshufps xmm9,xmm9,xmm10,0xdd
vandps xmm9,xmm9,xmm11
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff04382]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpmuludq ymm8,ymm8,ymm10
vpsrlq ymm8,ymm8,0x16
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff0411e]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpand  ymm8,ymm8,ymm10
vmovd  edx,xmm8
vpextrd r10d,xmm8,0x2
vextracti128 xmm8,ymm8,0x1
vmovd  ebx,xmm8
vpextrd r14d,xmm8,0x2
movzx  edx,WORD PTR [r13+rdx*2+0x0]
vmovd  xmm8,edx
vpinsrw xmm8,xmm8,WORD PTR [r13+r10*2+0x0],0x2
vpinsrw xmm8,xmm8,WORD PTR [r13+rbx*2+0x0],0x4
vpinsrw xmm8,xmm8,WORD PTR [r13+r14*2+0x0],0x6
vpaddd xmm8,xmm8,xmm8
vpbroadcastd xmm10,DWORD PTR [rip+0xfffffffffff0402b]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpand  xmm8,xmm8,xmm10
vpor   xmm8,xmm8,xmm9
vmovdqu XMMWORD PTR [r8+rax*4+0x100],xmm8
add    rax,0x4
cmp    rcx,rax
jne    10cf60 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xf70>
cmp    r9,rcx
mov    rbx,QWORD PTR [rsp+0x8]
movabs r14,0x1fffffffc0
jne    10c9b0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9c0>
jmp    10c9ff <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa0f>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    rbp,r8
mov    edi,r9d
and    edi,0x3c
vpbroadcastq ymm0,xmm1
lea    rax,[r9*4+0x0]
and    rax,0xfffffffffffffff0
xor    edx,edx
vpsrlq ymm2,ymm0,0x20
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff0407a]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vbroadcastss xmm4,DWORD PTR [rip+0xfffffffffff03f91]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff04290]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq ymm6,QWORD PTR [rip+0xfffffffffff04037]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd xmm7,DWORD PTR [rip+0xfffffffffff03f8a]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
nop    WORD PTR [rax+rax*1+0x0]
vmovdqu ymm8,YMMWORD PTR [rsp+rdx*2+0x2d8]
vpsrlq ymm9,ymm8,0x20
vpmuludq ymm10,ymm9,ymm0
vpmuludq ymm9,ymm9,ymm2
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm10,ymm9
vpsrlq ymm10,ymm9,0x1b
vpand  ymm10,ymm10,ymm3
vmovdqu YMMWORD PTR [rsp+rdx*2+0x3d8],ymm10
vextracti128 xmm10,ymm9,0x1
vshufps xmm9,xmm9,xmm10,0xdd
vandps xmm9,xmm9,xmm4
vpmuludq ymm8,ymm8,ymm5
vpsrlq ymm8,ymm8,0x16
vpand  ymm8,ymm8,ymm6
vmovd  r8d,xmm8
vpextrd r10d,xmm8,0x2
vextracti128 xmm8,ymm8,0x1
vmovd  r11d,xmm8
vpextrd r12d,xmm8,0x2
movzx  r8d,WORD PTR [r13+r8*2+0x0]
vmovd  xmm8,r8d
vpinsrw xmm8,xmm8,WORD PTR [r13+r10*2+0x0],0x2
vpinsrw xmm8,xmm8,WORD PTR [r13+r11*2+0x0],0x4
vpinsrw xmm8,xmm8,WORD PTR [r13+r12*2+0x0],0x6
vpaddd xmm8,xmm8,xmm8
vpand  xmm8,xmm8,xmm7
vpor   xmm8,xmm8,xmm9
vmovdqu XMMWORD PTR [rsp+rdx*1+0x4d8],xmm8
add    rdx,0x10
cmp    rax,rdx
jne    10d0d0 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10e0>
cmp    r9,rdi
mov    r10,QWORD PTR [rsp+0x8]
mov    r11,QWORD PTR [rsp+0x30]
jne    10c470 <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x480>
jmp    10c4bf <linebloom::probe::x86_64::avx2::entry::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4cf>
lea    rcx,[rip+0xfa3c3]        # 207568 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0xe50>
mov    rdx,r14
vzeroupper
call   QWORD PTR [rip+0xfd09f]        # 20a250 <_DYNAMIC+0x330>
lea    rcx,[rip+0xf9ad0]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
mov    rdi,rsi
mov    rsi,r8
mov    rdx,QWORD PTR [rsp+0x28]
vzeroupper
call   QWORD PTR [rip+0xfd084]        # 20a250 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xfffffffffff2ab29]        # 37d00 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11a08>
lea    r9,[rip+0xf9a92]        # 206c70 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x558>
lea    rsi,[rsp+0x48]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xfd2e4]        # 20a4d8 <_DYNAMIC+0x5b8>
lea    rdx,[rip+0xf9e2d]        # 207028 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x910>
mov    esi,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xfcf64]        # 20a170 <_DYNAMIC+0x250>
lea    rdx,[rip+0xf9e15]        # 207028 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x910>
mov    esi,0x20
mov    rdi,rcx
vzeroupper
call   QWORD PTR [rip+0xfcf4c]        # 20a170 <_DYNAMIC+0x250>
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
