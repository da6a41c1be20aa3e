0000000000098230 <linebloom::probe::x86_64::avx512::entry::insert_chunk>:
push   rbx
test   r9,r9
je     982b8 <linebloom::probe::x86_64::avx512::entry::insert_chunk+0x88>
mov    r10,rdx
shl    r9,0x3
mov    rax,QWORD PTR [rip+0x95bc8]        # 12de10 <_DYNAMIC+0xa18>
vmovdqu64 zmm0,ZMMWORD PTR [rax]
xor    ebx,ebx
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff76f4a]        # f1a4 <anon.837e908666bdc55bfeaac34817a8f65b.35.llvm.6138445735276323255+0x4>
nop    WORD PTR [rax+rax*1+0x0]
mov    r11,QWORD PTR [r8+rbx*1]
mov    rax,r11
mul    rsi
cmp    rcx,rdx
jbe    982bd <linebloom::probe::x86_64::avx512::entry::insert_chunk+0x8d>
imul   eax,r11d,0x9e3779b1
shl    rdx,0x6
shr    eax,0x16
kmovw  k1,WORD PTR [rdi+rax*2]
vmovdqa64 zmm2,ZMMWORD PTR [r10+rdx*1]
vpbroadcastd zmm3,r11d
vpmulld zmm3,zmm3,zmm0
vpsrld zmm3,zmm3,0x1b
vpsllvd zmm3,zmm1,zmm3
vpord  zmm2{k1},zmm2,zmm3
vmovdqa64 ZMMWORD PTR [r10+rdx*1],zmm2
add    rbx,0x8
cmp    r9,rbx
jne    98260 <linebloom::probe::x86_64::avx512::entry::insert_chunk+0x30>
pop    rbx
vzeroupper
ret
lea    rax,[rip+0x92024]        # 12a2e8 <linebloom::probe::x86_64::avx512::entry::OPS+0x48>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x95372]        # 12d648 <_DYNAMIC+0x250>
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
