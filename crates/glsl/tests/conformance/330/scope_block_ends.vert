// expect: fail -- GLSL 3.30 section 4.2: a name declared in a block is out of scope after it
#version 330 core
void main() {
    { float a = 1.0; } float b = a;
}
