// expect: fail -- GLSL 1.30 section 3.6: `interface` is a keyword or reserved word here
#version 130
void main() {
    float interface = 1.0;
}
