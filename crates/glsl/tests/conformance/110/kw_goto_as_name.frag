// expect: fail -- GLSL 1.10 section 3.6: `goto` is a keyword or reserved word here
#version 110
void main() {
    float goto = 1.0;
}
