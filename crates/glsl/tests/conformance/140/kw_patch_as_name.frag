// expect: compile -- GLSL 1.40 section 3.6: `patch` is not a keyword or reserved word here, so it names a variable
#version 140
void main() {
    float patch = 1.0;
}
