// expect: compile -- GLSL 3.30 (compatibility) section 5.4.4: array constructors exist from GLSL 1.20 (not in GLSL ES 1.00)
#version 330 compatibility
void main() {
    float a[3] = float[3](1.0, 2.0, 3.0);
}
