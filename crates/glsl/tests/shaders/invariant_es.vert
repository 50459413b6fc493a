#version 100
invariant gl_Position;
attribute vec4 a_pos;
invariant varying vec3 v_dir;
void main() {
    v_dir = a_pos.xyz;
    gl_Position = a_pos;
    gl_PointSize = 4.0;
}
// run: {"inputs": {"a_pos": [1, 2, 3, 4]}, "expect": {"v_dir": [1, 2, 3], "gl_Position": [1, 2, 3, 4], "gl_PointSize": 4}}
