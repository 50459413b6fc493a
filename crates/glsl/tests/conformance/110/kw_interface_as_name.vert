// expect: fail -- GLSL 1.10 section 3.6: `interface` is a keyword or reserved word here
#version 110
void main() {
    float interface = 1.0;
}
