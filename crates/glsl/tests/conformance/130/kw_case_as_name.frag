// expect: fail -- GLSL 1.30 section 3.6: `case` is a keyword or reserved word here
#version 130
void main() {
    float case = 1.0;
}
