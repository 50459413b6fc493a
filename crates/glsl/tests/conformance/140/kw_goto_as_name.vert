// expect: fail -- GLSL 1.40 section 3.6: `goto` is a keyword or reserved word here
#version 140
void main() {
    float goto = 1.0;
}
