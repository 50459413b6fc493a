// expect: fail -- GLSL 1.10 section 3.6: `switch` is a keyword or reserved word here
#version 110
void main() {
    float switch = 1.0;
}
