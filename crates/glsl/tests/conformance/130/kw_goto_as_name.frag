// expect: fail -- GLSL 1.30 section 3.6: `goto` is a keyword or reserved word here
#version 130
void main() {
    float goto = 1.0;
}
