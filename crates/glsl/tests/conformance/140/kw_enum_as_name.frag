// expect: fail -- GLSL 1.40 section 3.6: `enum` is a keyword or reserved word here
#version 140
void main() {
    float enum = 1.0;
}
