// expect: fail -- GLSL 1.30 section 3.6: `switch` is a keyword or reserved word here
#version 130
void main() {
    float switch = 1.0;
}
