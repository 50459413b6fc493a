// expect: fail -- GLSL 1.40 section 3.6: `case` is a keyword or reserved word here
#version 140
void main() {
    float case = 1.0;
}
