// expect: fail -- GLSL 1.40 section 3.6: `interface` is a keyword or reserved word here
#version 140
void main() {
    float interface = 1.0;
}
