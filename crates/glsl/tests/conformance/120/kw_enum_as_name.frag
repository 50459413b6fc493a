// expect: fail -- GLSL 1.20 section 3.6: `enum` is a keyword or reserved word here
#version 120
void main() {
    float enum = 1.0;
}
