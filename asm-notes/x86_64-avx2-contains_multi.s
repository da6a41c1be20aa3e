00000000000d77c0 <linebloom::probe::x86_64::avx2::entry::contains_multi>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
push   rax
cmp    rcx,rsi
cmovb  rsi,rcx
cmp    rsi,0x40
mov    r14d,0x40
cmovb  r14,rsi
test   r9,r9
je     d7931 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x171>
mov    r11,rcx
mov    r10,rdx
cmp    r9,0x1
jne    d7939 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x179>
test   rsi,rsi
je     d7a6a <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2aa>
mov    r8,QWORD PTR [r8]
shl    r14,0x4
lea    rsi,[r14-0x10]
mov    rcx,rdi
test   sil,0x10
jne    d782c <linebloom::probe::x86_64::avx2::entry::contains_multi+0x6c>
lea    rcx,[rdi+0x10]
mov    rax,r8
mul    QWORD PTR [rdi+0x8]
mov    rax,QWORD PTR [rdi]
shl    rdx,0x6
prefetcht0 BYTE PTR [rax+rdx*1]
test   rsi,rsi
je     d7870 <linebloom::probe::x86_64::avx2::entry::contains_multi+0xb0>
lea    rsi,[rdi+r14*1]
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rcx]
mov    rax,r8
mul    QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r9+rdx*1]
mov    r9,QWORD PTR [rcx+0x10]
mov    rax,r8
mul    QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r9+rdx*1]
add    rcx,0x20
cmp    rcx,rsi
jne    d7840 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x80>
mov    ebx,0x9e3779b1
imul   ebx,r8d
shr    ebx,0x14
and    ebx,0xfffffffc
add    rbx,QWORD PTR [rip+0x133ee2]        # 20b768 <_DYNAMIC+0xc28>
vmovd  xmm0,r8d
vpbroadcastd ymm1,xmm0
vpmulld ymm0,ymm1,YMMWORD PTR [rip+0xfffffffffff3b787]        # 13020 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x580>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vpmulld ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff3b6f1]        # 12fa0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
xor    esi,esi
xor    r15d,r15d
xor    ecx,ecx
nop
cmp    r11,rcx
je     d7a97 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2d7>
mov    r9,QWORD PTR [rdi+r15*1+0x8]
mov    rax,r9
mul    r8
cmp    r9,rdx
jbe    d7aad <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2ed>
mov    eax,DWORD PTR [r10+rcx*8]
and    eax,0xf
mov    r9,QWORD PTR [rdi+r15*1]
shl    rdx,0x6
shl    eax,0xc
vmovdqa ymm2,YMMWORD PTR [r9+rdx*1]
vpsllvd ymm2,ymm2,ymm0
vmovdqa ymm3,YMMWORD PTR [r9+rdx*1+0x20]
vpsllvd ymm3,ymm3,ymm1
vpackssdw ymm2,ymm2,ymm3
vpmovmskb edx,ymm2
not    edx
xor    r9d,r9d
test   DWORD PTR [rbx+rax*1],edx
sete   r9b
shl    r9,cl
or     rsi,r9
add    r15,0x10
inc    rcx
cmp    r14,r15
jne    d78c0 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x100>
jmp    d7a6c <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2ac>
mov    rsi,r9
jmp    d7a6c <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2ac>
test   rsi,rsi
je     d7a6a <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2aa>
shl    r14,0x4
lea    rcx,[rdi+r14*1]
lea    rsi,[r9*8+0x0]
xor    ebx,ebx
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rsi,rbx
je     d7a81 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2c1>
lea    r15,[rdi+rbx*2]
mov    rax,QWORD PTR [r15+0x8]
mul    QWORD PTR [r8+rbx*1]
mov    rax,QWORD PTR [r15]
shl    rdx,0x6
prefetcht0 BYTE PTR [rax+rdx*1]
add    rbx,0x8
add    r15,0x10
cmp    r15,rcx
jne    d7960 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x1a0>
mov    r15d,0x9e3779b1
xor    esi,esi
mov    r12,QWORD PTR [rip+0x133dcc]        # 20b768 <_DYNAMIC+0xc28>
vmovdqa ymm0,YMMWORD PTR [rip+0xfffffffffff3b67c]        # 13020 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x580>
vpcmpeqd ymm1,ymm1,ymm1
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffff3b5f0]        # 12fa0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x500>
xor    r13d,r13d
xor    ecx,ecx
data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    r9,rcx
je     d7a81 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2c1>
cmp    r11,rcx
je     d7a97 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2d7>
mov    rbp,QWORD PTR [r8+rcx*8]
mov    rbx,QWORD PTR [rdi+r13*1+0x8]
mov    rax,rbx
mul    rbp
cmp    rbx,rdx
jbe    d7ac6 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x306>
mov    eax,DWORD PTR [r10+rcx*8]
and    eax,0xf
mov    rbx,QWORD PTR [rdi+r13*1]
shl    rdx,0x6
vmovd  xmm3,ebp
imul   ebp,r15d
shl    eax,0xc
add    rax,r12
shr    ebp,0x16
vpbroadcastd ymm3,xmm3
vpmulld ymm4,ymm3,ymm0
vpxor  ymm4,ymm4,ymm1
vpsrld ymm4,ymm4,0x1b
vpmulld ymm3,ymm3,ymm2
vpxor  ymm3,ymm3,ymm1
vpsrld ymm3,ymm3,0x1b
vmovdqa ymm5,YMMWORD PTR [rbx+rdx*1]
vpsllvd ymm4,ymm5,ymm4
vmovdqa ymm5,YMMWORD PTR [rbx+rdx*1+0x20]
vpsllvd ymm3,ymm5,ymm3
vpackssdw ymm3,ymm4,ymm3
vpmovmskb edx,ymm3
not    edx
xor    ebx,ebx
test   DWORD PTR [rax+rbp*4],edx
sete   bl
shl    rbx,cl
or     rsi,rbx
add    r13,0x10
inc    rcx
cmp    r14,r13
jne    d79c0 <linebloom::probe::x86_64::avx2::entry::contains_multi+0x200>
jmp    d7a6c <linebloom::probe::x86_64::avx2::entry::contains_multi+0x2ac>
xor    esi,esi
mov    rax,rsi
add    rsp,0x8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rdx,[rip+0x12f160]        # 206be8 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x1f8>
mov    rdi,r9
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0x1332f9]        # 20ad90 <_DYNAMIC+0x250>
lea    rdx,[rip+0x12f0a2]        # 206b40 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x150>
mov    rdi,r11
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0x1332e3]        # 20ad90 <_DYNAMIC+0x250>
lea    rax,[rip+0x12f0a4]        # 206b58 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x168>
mov    rdi,rdx
mov    rsi,r9
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x1332ca]        # 20ad90 <_DYNAMIC+0x250>
lea    rax,[rip+0x12f08b]        # 206b58 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x168>
mov    rdi,rdx
mov    rsi,rbx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x1332b1]        # 20ad90 <_DYNAMIC+0x250>
int3
