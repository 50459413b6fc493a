// expect: fail -- GLSL 1.10 section 4.2: a name declared in a block is out of scope after it
#version 110
void main() {
    { float a = 1.0; } float b = a;
}
