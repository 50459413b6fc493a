// expect: fail -- GLSL 1.20 section 3.6: `interface` is a keyword or reserved word here
#version 120
void main() {
    float interface = 1.0;
}
