// expect: compile -- GLSL 1.50 (compatibility) section 3.6: `sample` is not a keyword or reserved word here, so it names a variable
#version 150 compatibility
void main() {
    float sample = 1.0;
}
