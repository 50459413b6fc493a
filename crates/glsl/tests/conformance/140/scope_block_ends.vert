// expect: fail -- GLSL 1.40 section 4.2: a name declared in a block is out of scope after it
#version 140
void main() {
    { float a = 1.0; } float b = a;
}
