// expect: compile -- GLSL 1.20 section 7.5: `gl_PointParameters` names user variables in the compatibility profile (not in core profiles)
#version 120
void main() {
    gl_PointParameters x = gl_Point;
}
